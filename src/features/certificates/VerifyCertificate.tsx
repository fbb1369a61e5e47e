import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Card.layer.css";
import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "~/components/Link";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { api } from "~/lib/trpc";
import { formatLongDate } from "~/shared/format";

/**
 * /certificates/verify/{serial}: whether a certificate with this serial was issued, to whom (the
 * name it prints) and when, and whether it was revoked; otherwise that no certificate has it. In
 * the page's language, with the PDF's words ("certificates": title, serial, issued).
 */
export function VerifyCertificate({ serial, limited }: { serial: string; limited: boolean }) {
  const t = useTranslations("certificates");
  const locale = useLocale();
  const { data } = api.sustainability.certificate.verify.useQuery(
    { serial },
    { enabled: !limited, refetchOnWindowFocus: false },
  );
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1}>{t("verify.title")}</Title>
        <Text>{t.rich("verify.serial", { serial, strong })}</Text>
      </Stack>
      {limited ? (
        <Alert color="yellow" variant="light" title={t("verify.limitedTitle")}>
          {t("verify.limited")}
        </Alert>
      ) : !data ? null : data.found ? (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Group gap="xs">
              {data.revokedAt ? (
                <Badge color="red.9" variant="filled" size="lg">
                  {t("verify.revoked")}
                </Badge>
              ) : (
                <Badge color="teal.9" variant="filled" size="lg">
                  {t("verify.genuine")}
                </Badge>
              )}
            </Group>
            <Text size="lg">
              {t.rich("verify.issuedTo", {
                name: data.name,
                date: formatLongDate(data.issuedAt, locale),
                strong,
              })}
            </Text>
            {data.revokedAt && (
              <Text>{t("verify.revokedOn", { date: formatLongDate(data.revokedAt, locale) })}</Text>
            )}
          </Stack>
        </Card>
      ) : (
        <Alert color="gray" variant="light" title={t("verify.notFoundTitle")}>
          {t("verify.notFound")}
        </Alert>
      )}
      <Text size="sm">
        {t.rich("verify.standsFor", {
          link: (chunks) => (
            <Anchor component={Link} href="/sustainability-dashboard" underline="always">
              {chunks}
            </Anchor>
          ),
        })}
      </Text>
    </Stack>
  );
}
