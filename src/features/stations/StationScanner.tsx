import { Alert, Box, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { tokenFromScannedText } from "~/server/domain/stations";
import { READABLE_TITLE } from "./format";
import { loadQrDetector } from "./scanner";

type ScannerState = "starting" | "scanning" | "no-camera" | "denied" | "failed";

const FALLBACK =
  "You can still scan the station's code with your phone's own camera app: it opens this page and credits the station.";

const MESSAGES: Record<"no-camera" | "denied" | "failed", string> = {
  "no-camera": `This device offers no camera to this page. ${FALLBACK}`,
  denied: `The camera is blocked for this site. Allow it in your browser's settings and tap Scan again, or: ${FALLBACK.charAt(0).toLowerCase()}${FALLBACK.slice(1)}`,
  failed: `The scanner could not start. ${FALLBACK}`,
};

function stateOfError(error: unknown): ScannerState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "NotReadableError")
    return "no-camera";
  return "failed";
}

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
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScannerState>("starting");
  const [hint, setHint] = useState<string | null>(null);
  const handOn = useRef(onToken);
  useEffect(() => {
    handOn.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState("no-camera");
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setState(stateOfError(error));
        return;
      }
      const element = video.current;
      if (stopped || !element) {
        stop();
        return;
      }
      try {
        element.srcObject = stream;
        await element.play();
        const detector = await loadQrDetector();
        if (stopped) return;
        setState("scanning");
        const tick = async () => {
          if (stopped) return;
          if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
            for (const text of await detector.detect(element)) {
              const token = tokenFromScannedText(text);
              if (token) {
                stop();
                handOn.current(token);
                return;
              }
              setHint("That is not a station code. Point the camera at a festival station's QR.");
            }
          }
          timer = setTimeout(() => void tick(), 250);
        };
        await tick();
      } catch {
        if (!stopped) setState("failed");
        stop();
      }
    })();
    return stop;
  }, []);

  if (state === "no-camera" || state === "denied" || state === "failed")
    return (
      <Alert color="yellow" title="No camera" styles={READABLE_TITLE} role="status">
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
