import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/LoadingOverlay.layer.css";
import "@mantine/dropzone/styles.css";
import { Button, Group, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconPhoto } from "@tabler/icons-react";
import { useRef } from "react";
import { ACCEPTED_MIME_TYPES, MAX_UPLOAD_BYTES } from "~/shared/images";

const ACCEPT = Object.values(ACCEPTED_MIME_TYPES);

function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === "file-too-large") return "This image is larger than 8 MB. Choose a smaller one.";
  if (code === "too-many-files") return "Choose one image.";
  return "Choose a JPEG, PNG, WebP, GIF or AVIF image.";
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
      inputProps={{ "aria-label": "Image file", "aria-describedby": describedBy }}
      radius="md"
      p="md"
    >
      <Stack align="center" gap="xs">
        <IconPhoto size={32} stroke={1.5} aria-hidden="true" />
        <Text size="sm" ta="center">
          Drop an image here, or
        </Text>
        <Group justify="center">
          <Button
            variant="light"
            size="sm"
            disabled={disabled}
            onClick={() => openRef.current?.()}
            style={{ pointerEvents: "all" }}
          >
            Choose an image
          </Button>
        </Group>
      </Stack>
    </Dropzone>
  );
}
