import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/LoadingOverlay.layer.css";
import "@mantine/dropzone/styles.css";
import { Button, Group, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconPhoto } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslations } from "use-intl";
import { ACCEPTED_MIME_TYPES, MAX_UPLOAD_BYTES } from "~/shared/images";
import { SUBMISSION_CHECKS } from "~/shared/submissions/rules";

const ACCEPT = Object.values(ACCEPTED_MIME_TYPES);

/** Why the picker refused a file: a check's English words, which the form words by key. */
function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === "file-too-large") return SUBMISSION_CHECKS.imageTooLarge;
  if (code === "too-many-files") return SUBMISSION_CHECKS.oneImage;
  return SUBMISSION_CHECKS.imageType;
}

/**
 * Where an image is dropped or chosen (Mantine Dropzone, loaded on demand with the form). The
 * browser's checks here only save a pointless upload: the server checks the content itself.
 */
export default function ImagePicker({
  onPick,
  onReject,
  disabled,
  describedBy,
}: {
  onPick(file: File): void;
  onReject(message: string): void;
  disabled: boolean;
  describedBy: string;
}) {
  const t = useTranslations("arts");
  const openRef = useRef<() => void>(null);
  return (
    <Dropzone
      openRef={openRef}
      onDrop={(files) => {
        const [file] = files;
        if (file) onPick(file);
      }}
      onReject={(rejections) => onReject(rejectionMessage(rejections))}
      accept={ACCEPT}
      maxSize={MAX_UPLOAD_BYTES}
      maxFiles={1}
      multiple={false}
      disabled={disabled}
      // The button below opens the file picker: one clear control for mouse, touch and keyboard.
      activateOnClick={false}
      activateOnKeyboard={false}
      inputProps={{ "aria-label": t("form.file"), "aria-describedby": describedBy }}
      radius="md"
      p="md"
    >
      <Stack align="center" gap="xs">
        <IconPhoto size={32} stroke={1.5} aria-hidden="true" />
        <Text size="sm" ta="center">
          {t("form.drop")}
        </Text>
        <Group justify="center">
          <Button
            variant="light"
            size="sm"
            disabled={disabled}
            onClick={() => openRef.current?.()}
            style={{ pointerEvents: "all" }}
          >
            {t("form.choose")}
          </Button>
        </Group>
      </Stack>
    </Dropzone>
  );
}
