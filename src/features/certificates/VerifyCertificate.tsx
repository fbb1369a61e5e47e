import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Card.layer.css";
import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import { api } from "~/lib/trpc";
import { formatLongDate } from "~/shared/format";

/**
 * /certificates/verify/{serial}: whether a certificate with this serial was issued, to whom (the
 * name it prints) and when, and whether it was revoked; otherwise that no certificate has it.
 */
export function VerifyCertificate({ serial, limited }: { serial: string; limited: boolean }) {
  const { data } = api.sustainability.certificate.verify.useQuery(
    { serial },
    { enabled: !limited, refetchOnWindowFocus: false },
  );
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1}>Certificate check</Title>
        <Text>
          Serial <strong>{serial}</strong>
        </Text>
      </Stack>
      {limited ? (
        <Alert color="yellow" variant="light" title="Too many checks from here">
          Please try again in a few minutes.
        </Alert>
      ) : !data ? null : data.found ? (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Group gap="xs">
              {data.revokedAt ? (
                <Badge color="red.9" variant="filled" size="lg">
                  Revoked
                </Badge>
              ) : (
                <Badge color="teal.9" variant="filled" size="lg">
                  Genuine
                </Badge>
              )}
            </Group>
            <Text size="lg">
              This sustainability certificate was issued to <strong>{data.name}</strong> on{" "}
              {formatLongDate(data.issuedAt)}.
            </Text>
            {data.revokedAt && (
              <Text>
                It was revoked on {formatLongDate(data.revokedAt)} and is no longer valid.
              </Text>
            )}
          </Stack>
        </Card>
      ) : (
        <Alert color="gray" variant="light" title="Not found">
          No certificate has this serial. Check that it is written exactly as on the certificate.
        </Alert>
      )}
      <Text size="sm">
        What the certificate stands for:{" "}
        <Anchor component={Link} href="/sustainability-dashboard" underline="always">
          the festival&apos;s sustainability figures
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
