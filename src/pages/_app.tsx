import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Container.layer.css";
import "@mantine/core/styles/Skeleton.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Title.layer.css";
import { MantineProvider } from "@mantine/core";
import type { AppProps } from "next/app";
import dynamic from "next/dynamic";
import Head from "next/head";
import { useEffect } from "react";
import { useTranslations } from "use-intl";
import { ErrorBoundary } from "~/components/errors/ErrorBoundary";
import { LAYOUTS } from "~/components/layouts";
import { DeferredNotifications } from "~/components/shell/DeferredNotifications";
import { PageInfoContext } from "~/components/shell/page-info";
import { cssVariablesResolver, theme } from "~/components/theme";
import { analytics } from "~/lib/analytics";
import { clientOnly } from "~/lib/client-only";
import { bufferEarlyErrors, setErrorReportingUser } from "~/lib/error-reporting";
import { AppIntlProvider } from "~/lib/i18n";
import { pageNameOf, type AppPage } from "~/lib/page";
import { followRouteChanges } from "~/lib/route-change";
import type { RouteError } from "~/shared/route-params";
import type { Locale } from "~/shared/i18n/locales";
import type { PageMessages } from "~/shared/i18n/messages";
import { SessionProvider } from "~/lib/session";
import type { SessionPayload } from "~/shared/session";
import { festivalDescription, pageTitle, siteTitle } from "~/lib/site";
import { api } from "~/lib/trpc";

// Only a guarded or invalid page shows it (server-rendered, so no flash): its code is not in the
// shared first load.
const PageErrorView = dynamic(() =>
  import("~/components/errors/ErrorView").then((m) => m.PageErrorView),
);

// No UI of its own (pageview, lastpath cookie, error reporting, build check, chunk reload): it
// starts right after hydration instead of adding to the first load. It renders nothing, so it
// cannot differ from the server's HTML (the reason for `clientOnly` elsewhere), and Next's
// `dynamic` starts loading it while the page hydrates: the page is remembered as early as can be.
const ShellEffects = dynamic(() => import("~/components/shell/ShellEffects"), { ssr: false });

// The loading bar of route changes, which only a change after hydration can show: its code and
// its element come after the first load (the server draws nothing in its place).
const RouteProgress = clientOnly(() =>
  import("~/components/shell/RouteProgress").then((m) => m.RouteProgress),
);

// As early as possible: errors before the error reporter has loaded are kept for it, and a route
// change before the loading bar has loaded is shown when it arrives.
if (typeof window !== "undefined") {
  bufferEarlyErrors();
  followRouteChanges();
}

/** Page props the shell reads (every page may add its own). */
type ShellPageProps = {
  /** Server-rendered pages: the session (null = visitor). Absent on pre-rendered pages. */
  session?: SessionPayload | null;
  /** A guarded page seen by a signed-in user without its role. */
  forbidden?: boolean;
  /** A route parameter failed validation (see ~/shared/route-params). */
  routeError?: RouteError;
  /** Server-rendered pages: the request's language and the page's messages (README "Languages"). */
  locale?: Locale;
  messages?: PageMessages;
  /** The languages offered (the language switch shows when there are two). */
  locales?: readonly Locale[];
};

type ShellAppProps = Omit<AppProps<ShellPageProps>, "Component"> & {
  Component: AppPage<ShellPageProps>;
};

function onSessionChange(previous: SessionPayload | null, next: SessionPayload | null) {
  setErrorReportingUser(next?.user.id ?? null);
  if (next && next.user.id !== previous?.user.id) analytics.identify(next.user);
  if (!next && previous) analytics.reset();
}

/** The page's title and social tags; inside the messages, since a page's name may be one. */
function PageHead({ Component, pageProps }: Pick<ShellAppProps, "Component" | "pageProps">) {
  const t = useTranslations();
  const shell = useTranslations("shell");
  const site = siteTitle(shell);
  const description = festivalDescription(shell);
  const title = pageTitle(site, pageNameOf(Component, pageProps, t));
  return (
    <Head>
      <title>{title}</title>
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      <meta property="og:title" content={site} key="og:title" />
      <meta property="og:image:alt" content={site} key="og:image:alt" />
      <meta property="og:description" content={description} key="og:description" />
      <meta name="description" content={description} key="description" />
    </Head>
  );
}

/**
 * The language of the last page that had one: a page without messages (an error page rendered in
 * the browser after a failed client-side render) keeps the shell's words of the page before it.
 */
let lastIntl: { locale?: Locale; messages?: PageMessages; locales: readonly Locale[] } = {
  locales: [],
};

function pageIntl(pageProps: ShellPageProps) {
  if (pageProps.messages === undefined) return lastIntl;
  const intl = {
    locale: pageProps.locale,
    messages: pageProps.messages,
    locales: pageProps.locales ?? [],
  };
  if (typeof window !== "undefined") lastIntl = intl;
  return intl;
}

function App({ Component, pageProps, router }: ShellAppProps) {
  const intl = pageIntl(pageProps);
  const Layout = LAYOUTS[Component.layout ?? "default"];
  // _document writes <html lang> for the first page; a client-side navigation into another
  // language (a sign-in that brings the person's stored choice) changes it here.
  useEffect(() => {
    if (intl.locale) document.documentElement.lang = intl.locale;
  }, [intl.locale]);

  const { forbidden, routeError } = pageProps;
  const page =
    forbidden || routeError ? (
      // Forbidden wins over a route error.
      <PageErrorView routeError={forbidden ? undefined : routeError} />
    ) : (
      <Component {...pageProps} />
    );

  return (
    <AppIntlProvider locale={intl.locale} messages={intl.messages}>
      <PageHead Component={Component} pageProps={pageProps} />
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        cssVariablesResolver={cssVariablesResolver}
      >
        <SessionProvider initial={pageProps.session} onChange={onSessionChange}>
          <RouteProgress />
          <ShellEffects />
          <DeferredNotifications />
          <PageInfoContext.Provider
            value={{ guarded: Component.auth !== undefined, locales: intl.locales }}
          >
            <Layout>
              <ErrorBoundary resetKey={router.asPath}>{page}</ErrorBoundary>
            </Layout>
          </PageInfoContext.Provider>
        </SessionProvider>
      </MantineProvider>
    </AppIntlProvider>
  );
}

export default api.withTRPC(App);
