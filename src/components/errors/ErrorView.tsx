import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "~/components/Link";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import type { RouteError } from "~/shared/route-params";

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
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        {statusCode !== undefined && (
          <Text
            fz={{ base: 64, sm: 96 }}
            fw={900}
            lh={1}
            c="var(--mantine-color-festival-text)"
            style={{ letterSpacing: "-0.04em" }}
            aria-label={t("statusLabel", { code: statusCode })}
          >
            {statusCode}
          </Text>
        )}
        <Title order={1} fz={{ base: "h2", sm: "h1" }} style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" maw={480}>
            {description}
          </Text>
        )}
        <Group justify="center" mt="sm">
          {actions}
          <Button component={Link} href="/">
            {t("home")}
          </Button>
        </Group>
      </Stack>
    </Container>
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
