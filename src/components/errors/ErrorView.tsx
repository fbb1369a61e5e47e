import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/plain/Button";
import { ButtonLink } from "~/components/plain/ButtonLink";
import plain from "~/components/plain/plain.module.css";
import type { RouteError } from "~/shared/route-params";
import classes from "./ErrorView.module.css";

/** A full-page error inside the layout: the status, one heading, a way on. */
export function ErrorView({
  statusCode,
  title,
  description,
  actions,
}: {
  statusCode?: number;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const t = useTranslations("errors");
  return (
    <div className={classes.frame}>
      <div className={`${plain.stackMd} ${classes.view}`}>
        {statusCode !== undefined && (
          <p className={classes.status} aria-label={t("statusLabel", { code: statusCode })}>
            {statusCode}
          </p>
        )}
        <h1 className={`${plain.title} ${classes.title}`}>{title}</h1>
        {description && (
          <p className={`${plain.text} ${plain.dimmed} ${classes.description}`}>{description}</p>
        )}
        <div className={`${plain.row} ${classes.actions}`}>
          {actions}
          <ButtonLink href="/" variant="filled">
            {t("home")}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

/** A signed-in user without the page's role (pageProps.forbidden). */
export function ForbiddenView() {
  const t = useTranslations("errors.forbidden");
  return <ErrorView statusCode={403} title={t("title")} description={t("description")} />;
}

/**
 * A page's route error (pageProps.routeError): a bad route parameter is the seed's "Page Not
 * Found: {fullPath}", worded in the page's language; a thing that does not exist keeps its words.
 */
export function RouteErrorView({ error }: { error: RouteError }) {
  const t = useTranslations("errors.notFound");
  const title = error.path === undefined ? error.message : t("route", { path: error.path });
  return <ErrorView statusCode={error.statusCode} title={title} />;
}

/** What `_app` shows instead of a page: forbidden to the signed-in user, or a route error. */
export function PageErrorView({ routeError }: { routeError?: RouteError }) {
  return routeError ? <RouteErrorView error={routeError} /> : <ForbiddenView />;
}

/** A page that crashed while rendering in the browser (ErrorBoundary loads it on first use). */
export function PageCrashView({ onRetry }: { onRetry(): void }) {
  const t = useTranslations("errors.crash");
  return (
    <ErrorView
      title={t("title")}
      description={t("description")}
      actions={
        <Button variant="default" onClick={onRetry}>
          {t("retry")}
        </Button>
      }
    />
  );
}
