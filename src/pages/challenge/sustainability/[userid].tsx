import { PageFrame } from "~/components/layouts/screen-page";
import plain from "~/components/plain/plain.module.css";
import { TRPCError } from "@trpc/server";
import { useTranslations } from "use-intl";
import { PublicCertificateSection } from "~/features/certificates/PublicCertificateSection";
import { PublicStationsSection } from "~/features/stations/PublicStationsSection";
import type { AppPage } from "~/lib/page";
import { routeNotFoundMessage } from "~/shared/route-params";
import { api } from "~/lib/trpc";
import { serverPage } from "~/server/api/ssr";

type Props = { userId: string };

/** Someone's public sustainability progress, one section per part of the area. */
const PublicSustainabilityPage: AppPage<Partial<Props>> = ({ userId = "" }) => {
  const t = useTranslations("stations");
  const progress = api.sustainability.station.progress.useQuery({ userId });
  if (!progress.data) return null;
  const name = progress.data.user.name;
  return (
    <PageFrame>
      <div className={plain.stack}>
        <div className={plain.heading}>
          <h1 className={plain.title}>{t("public.heading", { name })}</h1>
          <p className={plain.text}>{t("public.intro", { name })}</p>
        </div>
        <PublicStationsSection progress={progress.data} />
        <PublicCertificateSection userId={userId} />
      </div>
    </PageFrame>
  );
};

PublicSustainabilityPage.title = (_, t) => t("stations.public.title");
export default PublicSustainabilityPage;

export const getServerSideProps = serverPage<Props>({
  messages: ["stations", "certificates"],
  params: ["userid"],
  load: async ({ helpers, param, page }) => {
    const userId = param("userid");
    try {
      await helpers.sustainability.station.progress.fetch({ userId });
    } catch (error) {
      if (!(error instanceof TRPCError && error.code === "NOT_FOUND")) throw error;
      // A private profile answers exactly like an unknown id.
      return { notFound: routeNotFoundMessage(page.resolvedUrl) };
    }
    await helpers.sustainability.certificate.ofUser.prefetch({ userId });
    return { props: { userId } };
  },
});
