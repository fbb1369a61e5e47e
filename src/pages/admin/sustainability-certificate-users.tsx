import { Container, Stack, Title } from "@mantine/core";
import { useTranslations } from "use-intl";
import { CertificateUsersAdmin } from "~/features/certificates/lazy";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

/** The certificate desk: its heading in the first HTML, the table once its code has loaded. */
const CertificateUsersPage: AppPage = () => {
  const t = useTranslations("certificates");
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("desk.title")}</Title>
        <CertificateUsersAdmin />
      </Stack>
    </Container>
  );
};

CertificateUsersPage.auth = { role: "ADMIN" };
CertificateUsersPage.title = (_, t) => t("certificates.desk.title");
export default CertificateUsersPage;

export const getServerSideProps = serverPage({
  role: "ADMIN",
  messages: ["certificates"],
  load: ({ helpers }) =>
    helpers.sustainability.certificate.list.prefetch({
      status: "eligible",
      search: "",
      page: 1,
      pageSize: 20,
    }),
});
