import type { NextPageContext } from "next";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { ErrorView } from "~/components/errors/ErrorView";
import { statusKeyOf } from "~/components/errors/status-words";
import type { Translate } from "~/lib/page";
import { errorStatus } from "~/shared/http-status";
import type { PageIntl } from "~/shared/i18n/messages";

type Props = { statusCode: number; message: string } & Partial<PageIntl>;

/**
 * The generic error page: a known status keeps its text, anything else is 500 "Internal Server
 * Error". Never the error's own message or stack: those go to the logs and error reports. The
 * seed's texts ("Page not found: {path}", "Internal Server Error") in the request's language.
 */
function ErrorPage({ statusCode, message }: Props) {
  const router = useRouter();
  const t = useTranslations();
  const key = statusKeyOf(statusCode);
  let title = key ? t(key) : message;
  if (statusCode === 404) title = t("errors.notFound.title", { path: router.asPath });
  return (
    <ErrorView
      statusCode={statusCode}
      title={title}
      description={statusCode >= 500 ? t("errors.serverError") : t("errors.notHandled")}
    />
  );
}

ErrorPage.getInitialProps = async ({ req, res, err }: NextPageContext): Promise<Props> => {
  const raw = res?.statusCode ?? (err && "statusCode" in err ? err.statusCode : undefined) ?? 500;
  // A failure that still carries 200 (an exception during a client-side render) is a 500.
  const status = errorStatus(raw >= 400 ? raw : 500);
  // The shared words (shell and errors) in the request's language (README "Languages"), on the
  // server only: NEXT_RUNTIME is "" in the browser's build, which drops this branch and the server
  // module it imports (as src/instrumentation.ts does). In the browser _app keeps the last page's.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { fallbackPageIntl } = await import("~/server/i18n/messages");
    return { ...status, ...fallbackPageIntl(req) };
  }
  return status;
};

ErrorPage.title = ({ statusCode }: Props, t: Translate) =>
  statusCode === 404 ? t("errors.notFound.pageTitle") : t("errors.title");

export default ErrorPage;
