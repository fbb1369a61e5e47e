import "@mantine/core/styles/Badge.layer.css";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { SectionCard } from "~/components/SectionCard";
import { IconCertificate } from "@tabler/icons-react";
import { useLocale, useTranslations } from "use-intl";
import { api } from "~/lib/trpc";
import { formatLongDate } from "~/shared/format";

/** Someone's certificate on their public sustainability page (public profiles only). */
export function PublicCertificateSection({ userId }: { userId: string }) {
  const t = useTranslations("certificates");
  const locale = useLocale();
  const shown = api.sustainability.certificate.ofUser.useQuery({ userId });
  if (!shown.data) return null;
  const { name, certificate } = shown.data;
  return (
    <SectionCard id="public-certificate" title={t("public.title")}>
      {certificate ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCertificate size={32} aria-hidden="true" />
          <Stack gap={2}>
            <Badge color="dark" variant="light">
              {t("public.certified")}
            </Badge>
            <Text size="sm">
              {t("public.earned", { name, date: formatLongDate(certificate.issuedAt, locale) })}
            </Text>
            <Text size="sm">
              {t.rich("public.serial", {
                serial: certificate.serial,
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </Text>
          </Stack>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t("public.none", { name })}
        </Text>
      )}
    </SectionCard>
  );
}
