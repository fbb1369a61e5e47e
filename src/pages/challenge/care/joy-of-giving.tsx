import { Container } from "@mantine/core";
import { CarePostForm } from "~/features/care/CarePostForm";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const JoyOfGivingPage: AppPage = () => (
  <Container size="lg" py="xl">
    <CarePostForm kind="JOY_OF_GIVING" />
  </Container>
);
JoyOfGivingPage.layout = "care";

export default JoyOfGivingPage;
/** Open to everyone: a visitor sees what the form is and a prompt to sign in. */
export const getServerSideProps = serverPage();
