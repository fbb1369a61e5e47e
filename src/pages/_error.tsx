import type { NextPageContext } from "next";
import { useRouter } from "next/router";
import { ErrorView } from "~/components/errors/ErrorView";
import { errorStatus, pageNotFoundMessage } from "~/shared/http-status";
import type { PageIntl } from "~/shared/i18n/messages";

type Props = { statusCode: number; message: string } & Partial<PageIntl>;

/**
 * The generic error page: a known status keeps its text, anything else is 500 "Internal Server
 * Error". Never the error's own message or stack: those go to the logs and error reports.
 */
function ErrorPage({ statusCode, message }: Props) {
  const router = useRouter();
  const title = statusCode === 404 ? pageNotFoundMessage(router.asPath) : message;
  return (
    <ErrorView
      statusCode={statusCode}
      title={title}
      description={
        statusCode >= 500
          ? "Something went wrong on our side. Please try again in a moment."
          : "This request could not be handled."
      }
    />
  );
}

ErrorPage.getInitialProps = async ({ res, err }: NextPageContext): Promise<Props> => {
  const raw = res?.statusCode ?? (err && "statusCode" in err ? err.statusCode : undefined) ?? 500;
  // A failure that still carries 200 (an exception during a client-side render) is a 500.
  const status = errorStatus(raw >= 400 ? raw : 500);
  // The shell's words (README "Languages"), on the server only: NEXT_RUNTIME is "" in the
  // browser's build, which drops this branch and the server module it imports (as
  // src/instrumentation.ts does). In the browser _app keeps the last page's words.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { fallbackPageIntl } = await import("~/server/i18n/messages");
    return { ...status, ...fallbackPageIntl() };
  }
  return status;
};

ErrorPage.title = ({ statusCode }: Props) => (statusCode === 404 ? "Page not found" : "Error");

export default ErrorPage;
