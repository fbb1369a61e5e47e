import { PageFrame } from "~/components/layouts/screen-page";
import { TRPCError } from "@trpc/server";
import { VerifyCertificate } from "~/features/certificates/VerifyCertificate";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

type Props = { serial: string; limited: boolean };

/** Confirms a certificate's serial (the PDF links here): 404 when no certificate has it. */
const VerifyCertificatePage: AppPage<Partial<Props>> = ({ serial = "", limited = false }) => (
  <PageFrame>
    <VerifyCertificate serial={serial} limited={limited} />
  </PageFrame>
);

VerifyCertificatePage.title = (_, t) => t("certificates.verify.title");
export default VerifyCertificatePage;

export const getServerSideProps = serverPage<Props>({
  messages: ["certificates"],
  params: ["serial"],
  load: async ({ helpers, param, page }) => {
    const serial = param("serial");
    try {
      const answer = await helpers.sustainability.certificate.verify.fetch({ serial });
      if (!answer.found) page.res.statusCode = 404;
      return { props: { serial, limited: false } };
    } catch (error) {
      if (!(error instanceof TRPCError && error.code === "TOO_MANY_REQUESTS")) throw error;
      page.res.statusCode = 429;
      return { props: { serial, limited: true } };
    }
  },
});
