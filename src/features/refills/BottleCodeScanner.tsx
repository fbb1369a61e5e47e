import { Box, Button } from "@mantine/core";
import { IconCamera } from "@tabler/icons-react";
import { useState } from "react";
import { QrCameraView, type QrCameraWords } from "~/components/camera/QrCameraView";
import { normalizeBottleCode } from "~/shared/refills/rules";

const WORDS: QrCameraWords = {
  aim: "Point the camera at the sticker.",
  wrongCode: "That is not a bottle code. Point the camera at the bottle's sticker.",
  problem: () =>
    "The camera could not start here. Type the code, or use a handheld barcode scanner in the Bottle code field.",
};

/** "Scan with camera": a button that opens the camera below the code field, for a bottle code. */
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
      <QrCameraView
        read={normalizeBottleCode}
        onFound={(code) => {
          setOpen(false);
          onCode(code);
        }}
        onClose={() => setOpen(false)}
        words={WORDS}
      />
    </Box>
  );
}
