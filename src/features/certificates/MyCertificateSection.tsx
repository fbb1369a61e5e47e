import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Progress.layer.css";
import { Alert, Anchor, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { Link } from "~/components/Link";
import { SectionCard } from "~/components/SectionCard";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { refusalText, saveBase64 } from "~/features/impact/download";
import { huntRuleWords, useStationWords } from "~/features/stations/words";
import { useServerText } from "~/lib/server-text";
import { useSession } from "~/lib/session";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { formatLongDate } from "~/shared/format";

function Meter({ label, value, target }: { label: string; value: number; target: number }) {
  const t = useTranslations("certificates");
  const reached = value >= target;
  const shown = Math.min(value, target);
  return (
    <Stack gap={2}>
      <Text size="sm">
        {t("section.meter", { label, value: shown, target, done: reached ? "yes" : "no" })}
      </Text>
      <Progress
        value={target === 0 ? 100 : (shown / target) * 100}
        color={reached ? "green" : "blue"}
        aria-label={t("section.meterBar", { label, value: shown, target })}
      />
    </Stack>
  );
}

/**
 * My certificate on /challenge/sustainability: progress toward it, then the PDF (namespace
 * "certificates"; the hunt's rule in the words of "stations", which the page loads too).
 */
export function MyCertificateSection() {
  const { user } = useSession();
  const { toast } = useToast();
  const t = useTranslations("certificates");
  const locale = useLocale();
  const word = useServerText();
  const stationWords = useStationWords();
  const utils = api.useUtils();
  const mine = api.sustainability.certificate.mine.useQuery(undefined, { enabled: !!user });
  // The hunt's rule, as the hunt itself states it (the same query as the hunt section's).
  const board = api.sustainability.station.board.useQuery();
  const [downloading, setDownloading] = useState(false);
  const data = mine.data;

  const download = async () => {
    setDownloading(true);
    try {
      // Always a fresh PDF: never from the query cache.
      const file = await utils.sustainability.certificate.download.fetch(undefined, {
        staleTime: 0,
        gcTime: 0,
      });
      saveBase64(file, "application/pdf");
    } catch (error) {
      toast(refusalText(error, word, t("section.downloadFailed")), { color: "error" });
    } finally {
      setDownloading(false);
    }
  };

  const valid = data?.certificate && !data.certificate.revokedAt ? data.certificate : null;
  return (
    <SectionCard id="certificate-section" title={t("section.title")}>
      {!user && (
        <Text size="sm">
          {t.rich("section.signInHint", {
            link: (chunks) => (
              <Anchor component={Link} href="/auth/login">
                {chunks}
              </Anchor>
            ),
          })}
        </Text>
      )}
      {data && !valid && (
        <Stack gap="xs">
          {board.data && <Text size="sm">{huntRuleWords(stationWords, board.data.rule)}</Text>}
          <Text size="sm">{t("section.refills", { refills: data.rule.minRefills })}</Text>
          <Meter
            label={t("section.stations")}
            value={data.stations}
            target={data.rule.minStations}
          />
          <Meter label={t("section.bottles")} value={data.refills} target={data.rule.minRefills} />
          {data.eligibility.eligible && (
            <Alert color="green" variant="light">
              {t("section.eligible")}
            </Alert>
          )}
        </Stack>
      )}
      {valid && (
        <Stack gap="xs">
          <Text>
            {t.rich("section.issued", {
              date: formatLongDate(valid.issuedAt, locale),
              serial: valid.serial,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </Text>
          <Group>
            <Button
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={downloading}
              onClick={() => void download()}
            >
              {t("section.download")}
            </Button>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}
