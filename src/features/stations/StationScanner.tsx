import { Alert, Box, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { tokenFromScannedText } from "~/server/domain/stations";
import { useQrCamera } from "./useQrCamera";

const FALLBACK =
  "You can still scan the station's code with your phone's own camera app: it opens this page and credits the station.";

const MESSAGES: Record<"no-camera" | "denied" | "failed", string> = {
  "no-camera": `This device offers no camera to this page. ${FALLBACK}`,
  denied: `The camera is blocked for this site. Allow it in your browser's settings and tap Scan again, or: ${FALLBACK.charAt(0).toLowerCase()}${FALLBACK.slice(1)}`,
  failed: `The scanner could not start. ${FALLBACK}`,
};

/**
 * The in-app camera scanner. Mounted only after a tap, so the browser asks for the camera only
 * then; reads a few frames a second until it finds a station code, then stops the camera and
 * hands the token on. Without a camera (or permission) it says how to scan instead.
 */
export function StationScanner({
  onToken,
  onClose,
}: {
  onToken(token: string): void;
  onClose(): void;
}) {
  const { video, state, hint } = useQrCamera({
    read: tokenFromScannedText,
    onFound: onToken,
    wrongCodeHint: "That is not a station code. Point the camera at a festival station's QR.",
  });

  if (state === "no-camera" || state === "denied" || state === "failed")
    return (
      <Alert color="yellow" title="No camera" role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{MESSAGES[state]}</Text>
          <Button variant="default" size="compact-sm" onClick={onClose}>
            Close scanner
          </Button>
        </Stack>
      </Alert>
    );

  return (
    <Stack gap="xs">
      <Box
        pos="relative"
        style={{ borderRadius: 8, overflow: "hidden", background: "#000", maxWidth: 420 }}
      >
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera preview"
          style={{ display: "block", width: "100%", aspectRatio: "1 / 1", objectFit: "cover" }}
        />
      </Box>
      <Group gap="xs" role="status">
        {state === "starting" ? <Loader size="xs" aria-hidden="true" /> : null}
        <Text size="sm">
          {state === "starting"
            ? "Starting the camera…"
            : (hint ?? "Point the camera at the station's QR code.")}
        </Text>
      </Group>
      <Group>
        <Button variant="default" onClick={onClose}>
          Stop scanning
        </Button>
      </Group>
    </Stack>
  );
}
