import { Container, Stack, Text, Title } from "@mantine/core";
import { HelpDesk } from "~/features/help-desk/HelpDesk";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const HelpDeskPage: AppPage = () => (
  <Container size="lg" py="xl">
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Help desk</Title>
        <Text>
          For people who come to the desk: find them, see how they take part, and act for them.
        </Text>
      </Stack>
      <HelpDesk />
    </Stack>
  </Container>
);
HelpDeskPage.auth = { role: "MODERATOR" };

export default HelpDeskPage;
export const getServerSideProps = serverPage({ role: "MODERATOR" });
