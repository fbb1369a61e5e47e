import "@mantine/core/styles/Alert.layer.css";
import { Alert, Box, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useQrCamera, type QrCameraState } from "./useQrCamera";

/** Why the camera cannot scan here: no camera, blocked, or the reader did not start. */
export type CameraProblem = Exclude<QrCameraState, "starting" | "scanning">;

export type QrCameraWords = {
  /** What to point the camera at: "Point the camera at the station's QR code." */
  aim: string;
  /** A QR code that `read` refuses: what it is not, and what to scan instead. */
  wrongCode: string;
  /** What to do instead when the camera cannot scan. */
  problem(state: CameraProblem): string;
  /** The scanner's own words, in the page's language (the caller's messages). */
  frame: QrCameraFrameWords;
};

/** The words of the scanner around the picture (README "Languages"). */
export type QrCameraFrameWords = {
  noCamera: string;
  close: string;
  preview: string;
  starting: string;
  stop: string;
};

/**
 * An in-app QR scanner: the camera's picture, what to do, and a way out. Mount it only after a
 * tap, so the browser asks for the camera only then; it reads a few frames a second until `read`
 * accepts a code, then stops the camera and hands the value on. The camera is released when it
 * closes. Without a camera (or permission) it says what to do instead. Every word comes from the
 * caller (`words`, in the page's language: README "Languages").
 */
export function QrCameraView<T>({
  read,
  onFound,
  onClose,
  words,
}: {
  read(text: string): T | null;
  onFound(value: T): void;
  onClose(): void;
  words: QrCameraWords;
}) {
  const { video, state, hint } = useQrCamera({ read, onFound, wrongCodeHint: words.wrongCode });
  const { frame } = words;

  if (state === "no-camera" || state === "denied" || state === "failed")
    return (
      <Alert color="yellow" title={frame.noCamera} role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{words.problem(state)}</Text>
          <Button variant="default" size="compact-sm" onClick={onClose}>
            {frame.close}
          </Button>
        </Stack>
      </Alert>
    );

  return (
    <Stack gap="xs">
      <Box style={{ borderRadius: 8, overflow: "hidden", background: "#000", maxWidth: 420 }}>
        <video
          ref={video}
          muted
          playsInline
          aria-label={frame.preview}
          style={{ display: "block", width: "100%", aspectRatio: "1 / 1", objectFit: "cover" }}
        />
      </Box>
      <Group gap="xs" role="status">
        {state === "starting" && <Loader size="xs" aria-hidden="true" />}
        <Text size="sm">{state === "starting" ? frame.starting : (hint ?? words.aim)}</Text>
      </Group>
      <Group>
        <Button variant="default" onClick={onClose}>
          {frame.stop}
        </Button>
      </Group>
    </Stack>
  );
}
