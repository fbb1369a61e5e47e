import { PageFrame } from "~/components/layouts/screen-page";
import { StationHunt } from "~/features/stations/StationHunt";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";
import { openStationPage, PENDING_SCAN_COOKIE } from "~/server/services/pending-scan";
import { SCAN_NOTICE_PARAM, type ScanNotice, type VisitorStation } from "~/shared/stations/rules";

type Props = { notice: ScanNotice | null; visitor: VisitorStation | null };

const StationHuntPage: AppPage<Partial<Props>> = ({ notice, visitor }) => (
  <PageFrame>
    <StationHunt initialNotice={notice ?? null} visitor={visitor ?? null} />
  </PageFrame>
);

StationHuntPage.title = (_, t) => t("stations.hunt.title");
export default StationHuntPage;

export const getServerSideProps = serverPage<Props>({
  messages: ["stations", "achievements"],
  load: async ({ ctx, session, helpers, page }) => {
    const visit = await openStationPage(
      ctx.db,
      session?.user.id ?? null,
      {
        qr: page.query.qr,
        scan: page.query[SCAN_NOTICE_PARAM],
        pendingCookie: page.req.cookies[PENDING_SCAN_COOKIE],
      },
      ctx.rateLimits,
      ctx.locale,
    );
    for (const cookie of visit.setCookies) ctx.setCookie(cookie);
    if (visit.redirect) return { redirect: visit.redirect };
    await helpers.sustainability.station.board.prefetch();
    return { props: { notice: visit.notice, visitor: visit.visitor } };
  },
});
