import { Stack, Title } from "@mantine/core";
import { useTranslations } from "use-intl";
import { screenPage } from "~/components/layouts/screen-page";
import { TeamsAdmin } from "~/features/admin/lazy";
import { titled } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

/** /admin/teams: its heading in the page's language, then the admin's teams screen. */
function ManageTeams() {
  const t = useTranslations("teams");
  return (
    <Stack gap="lg">
      <Title order={1}>{t("admin.title")}</Title>
      <TeamsAdmin />
    </Stack>
  );
}

export default titled(
  (_, t) => t("teams.admin.title"),
  screenPage(ManageTeams, { role: "ADMIN", size: "xl" }),
);

export const getServerSideProps = serverPage({
  role: "ADMIN",
  messages: ["teams"],
  load: ({ helpers }) => helpers.teams.admin.list.prefetch(),
});
