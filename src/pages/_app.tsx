import "@mantine/core/styles.css";
import { MantineProvider } from "@mantine/core";
import type { AppProps } from "next/app";
import Head from "next/head";
import { theme } from "~/components/theme";
import { env } from "~/env";
import { api } from "~/lib/trpc";

function App({ Component, pageProps }: AppProps) {
  const title = `${env.NEXT_PUBLIC_FESTIVAL_NAME} challenges | ${env.NEXT_PUBLIC_SITE_NAME}`;
  return (
    <>
      <Head>
        <title>{title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={title} />
        <meta property="og:image" content="/images/og-image.png" />
      </Head>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <Component {...pageProps} />
      </MantineProvider>
    </>
  );
}

export default api.withTRPC(App);
