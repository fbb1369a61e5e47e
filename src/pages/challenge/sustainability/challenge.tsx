import { Container } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { StationHunt } from "~/features/stations/StationHunt";
import type { AppPage } from "~/lib/page";
import type { SessionPayload } from "~/lib/session-types";
import { createSsrContext } from "~/server/api/ssr";
import { appendSetCookie } from "~/server/api/trpc";
import { toSessionPayload } from "~/server/auth/session";
import { isStationToken, STATION_TOKEN_MESSAGE } from "~/server/domain/stations";
import {
  claimPendingScan,
  clearPendingScanCookie,
  PENDING_SCAN_COOKIE,
  keepVisitorScan,
  SCAN_NOTICE_PARAM,
  unsealScanNotice,
  type ScanNotice,
  type VisitorStation,
} from "~/server/services/pending-scan";

type Props = { notice: ScanNotice | null; visitor: VisitorStation | null };

const StationHuntPage: AppPage<Props> = ({ notice, visitor }) => (
  <Container size="lg" py="xl">
    <StationHunt initialNotice={notice} visitor={visitor} />
  </Container>
);

export default StationHuntPage;

export const getServerSideProps: GetServerSideProps<
  Props & { session: SessionPayload | null }
> = async ({ req, res, query }) => {
  const { context: ctx, helpers } = await createSsrContext(req, res);
  const session = ctx.session;
  let notice: ScanNotice | null = null;
  let visitor: VisitorStation | null = null;

  const sealed = query[SCAN_NOTICE_PARAM];
  if (typeof sealed === "string") notice = await unsealScanNotice(sealed);

  const pending = req.cookies[PENDING_SCAN_COOKIE];
  if (session && pending !== undefined) {
    // Signed in some other way than through /authenticated: credit the kept scan here.
    notice = (await claimPendingScan(ctx.db, ctx.rateLimits, session.user.id, pending)) ?? notice;
    appendSetCookie(res, clearPendingScanCookie());
  }

  const qr = query.qr;
  if (session && qr !== undefined && !isStationToken(qr))
    notice = { kind: "refused", message: STATION_TOKEN_MESSAGE };
  if (!session && qr !== undefined) {
    const kept = await keepVisitorScan(ctx.db, qr);
    visitor = kept.visitor;
    if (kept.setCookie) appendSetCookie(res, kept.setCookie);
  }

  await helpers.sustainability.station.board.prefetch();
  return {
    props: {
      session: session ? toSessionPayload(session) : null,
      trpcState: helpers.dehydrate(),
      notice,
      visitor,
    },
  };
};
