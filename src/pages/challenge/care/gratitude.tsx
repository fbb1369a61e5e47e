import { Container } from "@mantine/core";
import { CarePostForm } from "~/features/care/CarePostForm";
import { sessionPage } from "~/features/care/session-page";
import type { AppPage } from "~/lib/page";

const GratitudePage: AppPage = () => (
  <Container size="lg" py="xl">
    <CarePostForm kind="GRATITUDE" />
  </Container>
);
GratitudePage.layout = "care";

export default GratitudePage;
export const getServerSideProps = sessionPage;
