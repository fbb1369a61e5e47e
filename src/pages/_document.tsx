import { ColorSchemeScript, mantineHtmlProps } from "@mantine/core";
import {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
  type DocumentProps,
} from "next/document";
import { env } from "~/env";
import { CLIENT_CONFIG_ELEMENT_ID } from "~/lib/client-config";
import { EARLY_INPUT_SCRIPT } from "~/lib/early-input";
import { OG_IMAGE_PATH, SITE_NAME } from "~/lib/site";
import { NONCE_HEADER } from "~/server/http/security-headers.mjs";
import { clientConfigFromEnv } from "~/server/infra/telemetry/config";
import { FALLBACK_LOCALE, isLocale } from "~/shared/i18n/locales";
import { festivalTimeZone, TIME_ZONE_ATTRIBUTE } from "~/shared/time-zone";

/** Escapes JSON for a <script> element (no "</script>" or HTML comment can close it early). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

type Props = DocumentProps & { nonce?: string };

/**
 * Every page is rendered per request (no page is pre-rendered at build time): its scripts carry
 * the nonce of this response's Content-Security-Policy, made by src/proxy.ts.
 */
export default function Document({ nonce, __NEXT_DATA__ }: Props) {
  // The page's language (serverPage's `locale` prop); pages without one are in the fallback's.
  const pageLocale: unknown = __NEXT_DATA__.props?.pageProps?.locale;
  const lang = isLocale(pageLocale) ? pageLocale : FALLBACK_LOCALE;
  // Pages pre-rendered at build time cannot know the server's settings: the client asks for them.
  const prerendering = process.env.NEXT_PHASE === "phase-production-build";
  const clientConfig = prerendering ? { resolved: false } : clientConfigFromEnv();
  // Crawlers want an absolute og:image; the public URL is known only when serving.
  const ogImage = prerendering ? OG_IMAGE_PATH : new URL(OG_IMAGE_PATH, env.APP_URL).toString();
  return (
    <Html lang={lang} {...{ [TIME_ZONE_ATTRIBUTE]: festivalTimeZone() }} {...mantineHtmlProps}>
      <Head nonce={nonce}>
        <ColorSchemeScript defaultColorScheme="auto" nonce={nonce} />
        {/* Holds a form sent before the page's scripts have run (src/lib/early-input.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={SITE_NAME} />
        <meta property="og:image" content={ogImage} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="theme-color" content="#a22685" />
        <meta name="application-name" content={SITE_NAME} />
        <meta name="apple-mobile-web-app-title" content={SITE_NAME} />
        <meta name="mobile-web-app-capable" content="yes" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <script
          id={CLIENT_CONFIG_ELEMENT_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: scriptJson(clientConfig) }}
        />
      </Head>
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (
  context: DocumentContext,
): Promise<DocumentInitialProps & { nonce?: string }> => {
  const initial = await context.defaultGetInitialProps(context);
  const nonce = context.req?.headers[NONCE_HEADER];
  return typeof nonce === "string" ? { ...initial, nonce } : initial;
};
