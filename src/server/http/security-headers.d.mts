export declare const NONCE_HEADER: string;
export declare const NON_PAGE_CONTENT_SECURITY_POLICY: string;
export declare const SERVICE_WORKER_CONTENT_SECURITY_POLICY: string;
export declare function contentSecurityPolicy(options: {
  development: boolean;
  nonce: string;
}): string;
export declare function securityHeaders(options: { production: boolean }): {
  key: string;
  value: string;
}[];
