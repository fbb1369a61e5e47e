import { useTranslations } from "use-intl";
import { PageFrame } from "~/components/layouts/screen-page";
import plain from "~/components/plain/plain.module.css";
import { MyCertificateSection } from "~/features/certificates/MyCertificateSection";
import { MyBottleSection } from "~/features/refills/MyBottleSection";
import { StationHuntSection } from "~/features/stations/StationHuntSection";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

/** The sustainability area: the station hunt, the refill challenge and the certificate. */
const SustainabilityPage: AppPage = () => {
  const t = useTranslations("stations");
  return (
    <PageFrame>
      <div className={plain.stack}>
        <div className={plain.heading}>
          <h1 className={plain.title}>{t("overview.title")}</h1>
          <p className={plain.text}>{t("overview.intro")}</p>
        </div>
        <StationHuntSection />
        <MyBottleSection />
        <MyCertificateSection />
      </div>
    </PageFrame>
  );
};

export default SustainabilityPage;

export const getServerSideProps = serverPage({
  // "misc": the certificate section's sign-in hint (SignInHint).
  messages: ["stations", "certificates", "misc"],
  load: async ({ helpers, session }) => {
    await helpers.sustainability.station.board.prefetch();
    // My bottle code in the first HTML: the page the service worker keeps shows it without
    // signal, for staff to scan at the water point (README "Offline").
    if (session) await helpers.sustainability.refill.mine.prefetch();
  },
});

SustainabilityPage.title = (_, t) => t("stations.overview.title");
