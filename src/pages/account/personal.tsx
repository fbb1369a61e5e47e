import dynamic from "next/dynamic";
import { ChangeEmailSection } from "~/features/account/ChangeEmailSection";
import { PersonalDataForm } from "~/features/account/PersonalDataForm";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

// My data's download and the account's deletion, at the foot of the page: in the first HTML, their
// code after the page's own (bench/page-weight-budget.json).
const AccountDataSection = dynamic(() =>
  import("~/features/account/AccountDataSection").then((module) => module.AccountDataSection),
);

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
