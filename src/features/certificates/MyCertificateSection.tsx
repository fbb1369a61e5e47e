import { Link } from "~/components/Link";
import { Notice } from "~/components/plain/Notice";
import { ProgressBar } from "~/components/plain/ProgressBar";
import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
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
    <div className={plain.stackTight}>
      <p className={plain.small}>
        {t("section.meter", { label, value: shown, target, done: reached ? "yes" : "no" })}
      </p>
      <ProgressBar
        value={target === 0 ? 100 : (shown / target) * 100}
        color={reached ? "green-filled" : "blue-filled"}
        label={t("section.meterBar", { label, value: shown, target })}
      />
    </div>
  );
}

/**
 * My certificate on /challenge/sustainability: progress toward it, then the PDF (namespace
 * "certificates"; the hunt's rule in the words of "stations", which the page loads too). Plain
 * markup and the plain kit (README "First-load weight").
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
    if (downloading) return;
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
        <p className={plain.small}>
          {t.rich("section.signInHint", {
            link: (chunks) => (
              <Link href="/auth/login" className={`${plain.link} mantine-focus-auto`}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      {data && !valid && (
        <div className={plain.stackXs}>
          {board.data && (
            <p className={plain.small}>{huntRuleWords(stationWords, board.data.rule)}</p>
          )}
          <p className={plain.small}>{t("section.refills", { refills: data.rule.minRefills })}</p>
          <Meter
            label={t("section.stations")}
            value={data.stations}
            target={data.rule.minStations}
          />
          <Meter label={t("section.bottles")} value={data.refills} target={data.rule.minRefills} />
          {data.eligibility.eligible && (
            <Notice color="green" role="status">
              {t("section.eligible")}
            </Notice>
          )}
        </div>
      )}
      {valid && (
        <div className={plain.stackXs}>
          <p className={plain.text}>
            {t.rich("section.issued", {
              date: formatLongDate(valid.issuedAt, locale),
              serial: valid.serial,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <div className={plain.row}>
            <Button
              variant="filled"
              busy={downloading}
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              onClick={() => void download()}
            >
              {t("section.download")}
            </Button>
          </div>
        </div>
      )}
    </SectionCard>
  );
}
