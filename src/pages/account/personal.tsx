import { AccountDataSection } from "~/features/account/AccountDataSection";
import { ChangeEmailSection } from "~/features/account/ChangeEmailSection";
import { PersonalDataForm } from "~/features/account/PersonalDataForm";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const PersonalDataPage: AppPage = () => (
  <>
    <PersonalDataForm />
    <ChangeEmailSection />
    <AccountDataSection />
  </>
);
PersonalDataPage.layout = "auth";
PersonalDataPage.auth = { role: "PARTICIPANT" };

PersonalDataPage.title = (_, t) => t("account.personal.title");
export default PersonalDataPage;
export const getServerSideProps = serverPage({
  role: "PARTICIPANT",
  messages: ["account", "auth"],
  load: ({ helpers }) => helpers.account.me.prefetch(),
});
