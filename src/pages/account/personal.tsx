import { AccountDataSection } from "~/features/account/AccountDataSection";
import { ChangeEmailSection } from "~/features/account/ChangeEmailSection";
import { PersonalDataForm } from "~/features/account/PersonalDataForm";
import type { AppPage } from "~/lib/page";
import { guardPage } from "~/server/auth/guard";

const PersonalDataPage: AppPage = () => (
  <>
    <PersonalDataForm />
    <ChangeEmailSection />
    <AccountDataSection />
  </>
);
PersonalDataPage.layout = "auth";
PersonalDataPage.auth = { role: "PARTICIPANT" };

export default PersonalDataPage;
export const getServerSideProps = guardPage("PARTICIPANT", ({ helpers }) =>
  helpers.account.me.prefetch(),
);
