import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Code.layer.css";
import { Alert, Anchor, Button, Code, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "~/components/Link";
import { useState, useSyncExternalStore } from "react";
import { useTranslations } from "use-intl";
import { errorReportingEnabled, onErrorReportingReady } from "~/lib/error-reporting";
import type { Translate } from "~/lib/page";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { serverPage } from "~/server/api/ssr";

function useReportingState(): boolean | null {
  return useSyncExternalStore(onErrorReportingReady, errorReportingEnabled, () => null);
}

function CrashWhileRendering(): never {
  throw new Error("Sentry example: a component crashed while rendering");
}

/**
 * Proves that error reporting works: one error in the browser, one on the server. Words:
 * namespace `misc`; the errors thrown are for the developers' reports and stay English.
 */
export default function SentryExamplePage() {
  const t = useTranslations("misc.sentryExample");
  const enabled = useReportingState();
  const { snackbar } = useToast();
  const [crash, setCrash] = useState(false);
  const serverError = api.system.sentryExample.useMutation({
    onError: (error) =>
      snackbar(t("serverAnswered", { message: error.message }), {
        color: "error",
        title: t("serverError"),
      }),
  });

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t("title")}</Title>
        <Text>{t("intro")}</Text>
        <Alert
          color={enabled ? "green" : "gray"}
          title={enabled === null ? t("checking") : enabled ? t("on") : t("off")}
          role="status"
        >
          {enabled === false && t.rich("turnOn", { code: (chunks) => <Code>{chunks}</Code> })}
          {enabled && t("sent")}
        </Alert>
        <Group>
          <Button
            color="red"
            onClick={() => {
              if (enabled === false) {
                snackbar(t("notSent"), { color: "error", title: t("browserError") });
              }
              throw new Error("Sentry example: an error thrown in the browser");
            }}
          >
            {t("throwInBrowser")}
          </Button>
          <Button
            variant="default"
            loading={serverError.isPending}
            onClick={() => serverError.mutate()}
          >
            {t("failOnServer")}
          </Button>
          <Button variant="default" onClick={() => setCrash(true)}>
            {t("crash")}
          </Button>
        </Group>
        <Text size="sm">
          {t.rich("renderFails", {
            link: (chunks) => (
              <Anchor component={Link} href="/sentry-example-page?fail=render" prefetch={false}>
                {chunks}
              </Anchor>
            ),
          })}
        </Text>
        {crash && <CrashWhileRendering />}
      </Stack>
    </Container>
  );
}

export const getServerSideProps = serverPage({
  messages: ["misc"],
  load: async ({ page }) => {
    if (page.query.fail === "render") {
      throw new Error("Sentry example: server-side rendering failed");
    }
  },
});

SentryExamplePage.title = (_: unknown, t: Translate) => t("misc.sentryExample.title");
