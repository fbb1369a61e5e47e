import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Code.layer.css";
import { Alert, Anchor, Button, Code, Container, Group, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import { useState, useSyncExternalStore } from "react";
import { errorReportingEnabled, onErrorReportingReady } from "~/lib/error-reporting";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { serverPage } from "~/server/api/ssr";

function useReportingState(): boolean | null {
  return useSyncExternalStore(onErrorReportingReady, errorReportingEnabled, () => null);
}

function CrashWhileRendering(): never {
  throw new Error("Sentry example: a component crashed while rendering");
}

/** Proves that error reporting works: one error in the browser, one on the server. */
export default function SentryExamplePage() {
  const enabled = useReportingState();
  const { snackbar } = useToast();
  const [crash, setCrash] = useState(false);
  const serverError = api.system.sentryExample.useMutation({
    onError: (error) =>
      snackbar(`The server answered: ${error.message}`, { color: "error", title: "Server error" }),
  });

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Error reporting check</Title>
        <Text>
          These buttons fail on purpose. With a Sentry DSN configured, each failure arrives in
          Sentry with the user&apos;s id (never their email); without one, nothing leaves this
          machine.
        </Text>
        <Alert
          color={enabled ? "green" : "gray"}
          title={
            enabled === null
              ? "Checking error reporting…"
              : enabled
                ? "Error reporting is on"
                : "Error reporting is off"
          }
          role="status"
        >
          {enabled === false && (
            <>
              Set <Code>SENTRY_DSN</Code> and restart the server to turn it on.
            </>
          )}
          {enabled && "Errors on this page are sent to the configured Sentry project."}
        </Alert>
        <Group>
          <Button
            color="red"
            onClick={() => {
              if (enabled === false) {
                snackbar("Error reporting is off: this error was not sent anywhere.", {
                  color: "error",
                  title: "Browser error",
                });
              }
              throw new Error("Sentry example: an error thrown in the browser");
            }}
          >
            Throw an error in the browser
          </Button>
          <Button
            variant="default"
            loading={serverError.isPending}
            onClick={() => serverError.mutate()}
          >
            Fail on the server
          </Button>
          <Button variant="default" onClick={() => setCrash(true)}>
            Crash this page
          </Button>
        </Group>
        <Text size="sm">
          A page whose server-side rendering fails shows the error page:{" "}
          <Anchor component={Link} href="/sentry-example-page?fail=render" prefetch={false}>
            open one
          </Anchor>
          .
        </Text>
        {crash && <CrashWhileRendering />}
      </Stack>
    </Container>
  );
}

export const getServerSideProps = serverPage({
  load: async ({ page }) => {
    if (page.query.fail === "render") {
      throw new Error("Sentry example: server-side rendering failed");
    }
  },
});

SentryExamplePage.title = "Error reporting check";
