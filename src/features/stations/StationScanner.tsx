import { QrCameraView, type QrCameraWords } from "~/components/camera/QrCameraView";
import { tokenFromScannedText } from "~/shared/stations/rules";

const FALLBACK =
  "You can still scan the station's code with your phone's own camera app: it opens this page and credits the station.";

const WORDS: QrCameraWords = {
  aim: "Point the camera at the station's QR code.",
  wrongCode: "That is not a station code. Point the camera at a festival station's QR code.",
  problem: (state) =>
    ({
      "no-camera": `This device offers no camera to this page. ${FALLBACK}`,
      denied: `The camera is blocked for this site. Allow it in your browser's settings and tap Scan again, or: ${FALLBACK.charAt(0).toLowerCase()}${FALLBACK.slice(1)}`,
      failed: `The scanner could not start. ${FALLBACK}`,
    })[state],
};

/** The station hunt's camera scanner: it accepts a station's code and hands its token on. */
export function StationScanner({
  onToken,
  onClose,
}: {
  onToken(token: string): void;
  onClose(): void;
}) {
  return (
    <QrCameraView read={tokenFromScannedText} onFound={onToken} onClose={onClose} words={WORDS} />
  );
}
