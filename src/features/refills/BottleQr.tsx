import { useEffect, useState } from "react";
import plain from "~/components/plain/plain.module.css";
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
  if (failed) return <p className={plain.small}>{t("bottle.qrFailed")}</p>;
  if (!rows) {
    return (
      <div className={plain.skeleton} style={{ width: size, height: size }}>
        <span className={plain.visuallyHidden}>{t("bottle.qrDrawing")}</span>
      </div>
    );
  }
  return <QrSvg rows={rows} label={t("bottle.qrLabel", { code })} size={size} />;
}
