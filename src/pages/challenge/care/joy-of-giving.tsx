import { Container } from "@mantine/core";
import { CarePostForm } from "~/features/care/CarePostForm";
import { sessionPage } from "~/features/care/session-page";
import type { AppPage } from "~/lib/page";

const JoyOfGivingPage: AppPage = () => (
  <Container size="lg" py="xl">
    <CarePostForm kind="JOY_OF_GIVING" />
  </Container>
);
JoyOfGivingPage.layout = "care";

export default JoyOfGivingPage;
export const getServerSideProps = sessionPage;
