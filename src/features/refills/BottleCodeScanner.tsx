import { Box, Button } from "@mantine/core";
import { IconCamera } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { QrCameraView, type QrCameraWords } from "~/components/camera/QrCameraView";
import { normalizeBottleCode } from "~/shared/refills/rules";

/**
 * "Scan with camera": a button that opens the camera below the code field, for a bottle code. In
 * the page's language ("refills"), the camera view's own words too.
 */
export function BottleCodeScanner({ onCode }: { onCode(code: string): void }) {
  const t = useTranslations("refills");
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button
        variant="default"
        leftSection={<IconCamera size={16} aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        {t("scanner.open")}
      </Button>
    );
  const words: QrCameraWords = {
    aim: t("scanner.aim"),
    wrongCode: t("scanner.wrongCode"),
    problem: () => t("scanner.problem"),
    frame: {
      noCamera: t("scanner.noCamera"),
      close: t("scanner.close"),
      preview: t("scanner.preview"),
      starting: t("scanner.starting"),
      stop: t("scanner.stop"),
    },
  };
  return (
    <Box w="100%">
      <QrCameraView
        read={normalizeBottleCode}
        onFound={(code) => {
          setOpen(false);
          onCode(code);
        }}
        onClose={() => setOpen(false)}
        words={words}
      />
    </Box>
  );
}
