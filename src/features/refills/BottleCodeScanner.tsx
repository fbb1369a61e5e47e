import { Alert, Box, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { IconCamera } from "@tabler/icons-react";
import { useState } from "react";
import { useQrCamera } from "~/features/stations/useQrCamera";
import { normalizeBottleCode } from "~/server/domain/refills";

/**
 * Reads a bottle sticker with the device camera, with the station hunt's QR reader (loaded on
 * the first tap). Mounted only while open, so the camera is asked for only then and always
 * released when closed. Without a camera it says to type the code or use a handheld scanner.
 */
function CameraReader({ onCode, onClose }: { onCode(code: string): void; onClose(): void }) {
  const { video, state, hint } = useQrCamera({
    read: normalizeBottleCode,
    onFound: onCode,
    wrongCodeHint: "That is not a bottle code. Point the camera at the bottle's sticker.",
  });

  if (state === "no-camera" || state === "denied" || state === "failed")
    return (
      <Alert color="yellow" title="No camera" role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            The camera could not start here. Type the code, or use a handheld barcode scanner in the
            Bottle code field.
          </Text>
          <Button variant="default" size="compact-sm" onClick={onClose}>
            Close scanner
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Box style={{ borderRadius: 8, overflow: "hidden", background: "#000", maxWidth: 360 }}>
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera preview"
          style={{ display: "block", width: "100%", aspectRatio: "1 / 1", objectFit: "cover" }}
        />
      </Box>
      <Group gap="xs" role="status">
        {state === "starting" && <Loader size="xs" aria-hidden="true" />}
        <Text size="sm">
          {state === "starting"
            ? "Starting the camera…"
            : (hint ?? "Point the camera at the sticker.")}
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

/** "Scan with camera": a button that opens the reader below the code field. */
export function BottleCodeScanner({ onCode }: { onCode(code: string): void }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button
        variant="default"
        leftSection={<IconCamera size={16} aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        Scan with camera
      </Button>
    );
  return (
    <Box w="100%">
      <CameraReader
        onCode={(code) => {
          setOpen(false);
          onCode(code);
        }}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
