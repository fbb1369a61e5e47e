import { Skeleton, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { QrSvg } from "~/features/stations/QrSvg";
import { bottleQrText } from "~/shared/refills/rules";

/** The bottle code as a QR, drawn after the page loads (the `qrcode` package comes on demand). */
export function BottleQr({ code, size }: { code: string; size: number }) {
  const [rows, setRows] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const t = useTranslations("stations");
  useEffect(() => {
    let cancelled = false;
    void import("~/features/stations/qr-matrix")
      .then(({ qrRows }) => {
        if (!cancelled) setRows(qrRows(bottleQrText(code)));
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [code]);
  if (failed) return <Text size="sm">{t("bottle.qrFailed")}</Text>;
  if (!rows) return <Skeleton w={size} h={size} aria-label={t("bottle.qrDrawing")} />;
  return <QrSvg rows={rows} label={t("bottle.qrLabel", { code })} size={size} />;
}
