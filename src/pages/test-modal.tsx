import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import { Button, Container, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useTranslations } from "use-intl";
import type { Translate } from "~/lib/page";
import { useToast } from "~/lib/toast";
import { serverPage } from "~/server/api/ssr";

/** A page that opens a Mantine modal, for end-to-end tests of overlays, focus and toasts. */
export default function TestModalPage() {
  const t = useTranslations("misc.testModal");
  const [opened, { open, close }] = useDisclosure(false);
  const { toast, snackbar } = useToast();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t("title")}</Title>
        <Text>{t("intro")}</Text>
        <Group>
          <Button onClick={open}>{t("open")}</Button>
          <Button
            variant="default"
            onClick={() => snackbar(t("snackbarMessage"), { color: "info" })}
          >
            {t("snackbar")}
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={close} title={t("dialogTitle")} centered>
        <Stack gap="md">
          <Text>{t("dialogText")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("cancel")}
            </Button>
            <Button
              onClick={() => {
                close();
                toast(t("confirmed"));
              }}
            >
              {t("confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

export const getServerSideProps = serverPage({ messages: ["misc"] });

TestModalPage.title = (_: unknown, t: Translate) => t("misc.testModal.title");
