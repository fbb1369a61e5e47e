export declare const COLOR_SCHEME_SCRIPT_HASH: string;
export declare function contentSecurityPolicy(options: { development: boolean }): string;
export declare function securityHeaders(options: {
  development: boolean;
  production: boolean;
}): { key: string; value: string }[];
