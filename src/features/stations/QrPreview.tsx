import { Button, Group, Stack, Text } from "@mantine/core";
import { IconDownload, IconPrinter } from "@tabler/icons-react";
import { Link } from "~/components/Link";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { stationDisplayPath, type StationCodeModeName } from "~/shared/stations/rules";
import { qrFileBase } from "./format";
import { QrSvg } from "./QrSvg";

type Generated = { rows: string[]; svg: string; png: string };

/**
 * A station's QR with its downloads. The `qrcode` package is loaded here, when an admin opens
 * a code, not with the page.
 */
export function QrPreview({
  station,
}: {
  station: { id: string; label: string; url: string; codeMode?: StationCodeModeName };
}) {
  const t = useTranslations("stationsAdmin");
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let urls: string[] = [];
    void import("./qr-matrix")
      .then(async ({ qrRows, qrDownloads }) => {
        const files = await qrDownloads(station.url);
        if (cancelled) return;
        urls = [URL.createObjectURL(files.svg), URL.createObjectURL(files.png)];
        setGenerated({ rows: qrRows(station.url), svg: urls[0] ?? "", png: urls[1] ?? "" });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [station.url]);

  const fileBase = qrFileBase(station.label);

  return (
    <Stack gap="sm" align="center">
      {station.codeMode === "SCREEN" && (
        <Text ta="center">
          {t("preview.screenMode")}{" "}
          <Link href={stationDisplayPath(station.id)}>{t("preview.openDisplay")}</Link>
        </Text>
      )}
      {failed && <Text c="red.8">{t("preview.failed")}</Text>}
      {generated ? (
        <QrSvg
          rows={generated.rows}
          label={t("preview.qrLabel", { label: station.label })}
          size={260}
        />
      ) : (
        !failed && <Text>{t("preview.drawing")}</Text>
      )}
      <Text size="xs" c="dimmed" ta="center" style={{ wordBreak: "break-all" }}>
        {station.url}
      </Text>
      <Group justify="center" gap="xs">
        {(["svg", "png"] as const).map((kind) => (
          <Button
            key={kind}
            component="a"
            href={generated?.[kind]}
            download={`${fileBase}.${kind}`}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            disabled={!generated}
          >
            {t("preview.download", { kind: kind.toUpperCase() })}
          </Button>
        ))}
        <Button
          component={Link}
          href={`/admin/qr/print?id=${station.id}`}
          leftSection={<IconPrinter size={16} aria-hidden="true" />}
        >
          {t("preview.printCard")}
        </Button>
      </Group>
    </Stack>
  );
}
