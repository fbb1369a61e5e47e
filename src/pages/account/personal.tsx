import { AccountDataSection } from "~/features/account/AccountDataSection";
import { PersonalDataForm } from "~/features/account/PersonalDataForm";
import type { AppPage } from "~/lib/page";
import { guardPage } from "~/server/auth/guard";

const PersonalDataPage: AppPage = () => (
  <>
    <PersonalDataForm />
    <AccountDataSection />
  </>
);
PersonalDataPage.layout = "auth";
PersonalDataPage.auth = { role: "PARTICIPANT" };

export default PersonalDataPage;
export const getServerSideProps = guardPage("PARTICIPANT", ({ helpers }) =>
  helpers.account.me.prefetch(),
);
