import { useTranslations } from "use-intl";
import { QrCameraView, type QrCameraWords } from "~/components/camera/QrCameraView";
import { tokenFromScannedText } from "~/shared/stations/rules";

/** The station hunt's camera scanner: it accepts a station's code and hands its token on. */
export function StationScanner({
  onToken,
  onClose,
}: {
  onToken(token: string): void;
  onClose(): void;
}) {
  const t = useTranslations("stations");
  const words: QrCameraWords = {
    aim: t("scanner.aim"),
    wrongCode: t("scanner.wrongCode"),
    problem: (state) =>
      ({
        "no-camera": t("scanner.noCamera"),
        denied: t("scanner.denied"),
        failed: t("scanner.failed"),
      })[state],
    frame: {
      noCamera: t("scanner.noCameraTitle"),
      close: t("scanner.close"),
      preview: t("scanner.preview"),
      starting: t("scanner.starting"),
      stop: t("scanner.stop"),
    },
  };
  return (
    <QrCameraView read={tokenFromScannedText} onFound={onToken} onClose={onClose} words={words} />
  );
}
