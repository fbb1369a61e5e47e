import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import { Button, Container, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useToast } from "~/lib/toast";
import { serverPage } from "~/server/api/ssr";

/** A page that opens a Mantine modal, for end-to-end tests of overlays, focus and toasts. */
export default function TestModalPage() {
  const [opened, { open, close }] = useDisclosure(false);
  const { toast, snackbar } = useToast();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Modal test</Title>
        <Text>
          This page opens a dialog over the app, closes it with Escape, the close button or its own
          buttons, and shows a toast when it is confirmed.
        </Text>
        <Group>
          <Button onClick={open}>Open modal</Button>
          <Button
            variant="default"
            onClick={() => snackbar("A longer message stays for five seconds.", { color: "info" })}
          >
            Show a snackbar
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={close} title="A festival dialog" centered>
        <Stack gap="md">
          <Text>Modals sit above everything else on the page, including the header.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                close();
                toast("Confirmed.");
              }}
            >
              Confirm
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

export const getServerSideProps = serverPage();

TestModalPage.title = "Modal test";
