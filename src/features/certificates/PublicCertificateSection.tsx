import "@mantine/core/styles/Badge.layer.css";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { SectionCard } from "~/components/SectionCard";
import { IconCertificate } from "@tabler/icons-react";
import { api } from "~/lib/trpc";
import { formatLongDate } from "~/shared/format";

/** Someone's certificate on their public sustainability page (public profiles only). */
export function PublicCertificateSection({ userId }: { userId: string }) {
  const shown = api.sustainability.certificate.ofUser.useQuery({ userId });
  if (!shown.data) return null;
  const { name, certificate } = shown.data;
  return (
    <SectionCard id="public-certificate" title="Sustainability certificate">
      {certificate ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCertificate size={32} aria-hidden="true" />
          <Stack gap={2}>
            <Badge color="dark" variant="light">
              Certified
            </Badge>
            <Text size="sm">
              {name} earned the festival&apos;s sustainability certificate on{" "}
              {formatLongDate(certificate.issuedAt)}.
            </Text>
            <Text size="sm">
              Serial <strong>{certificate.serial}</strong>
            </Text>
          </Stack>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {name} has no certificate yet.
        </Text>
      )}
    </SectionCard>
  );
}
