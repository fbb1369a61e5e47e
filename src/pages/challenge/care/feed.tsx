import type { GetServerSideProps } from "next";
import QRCode from "qrcode";
import { CareWall, type WallQr } from "~/features/care/CareWall";
import { wallFeedInput } from "~/features/care/wall";
import type { AppPage } from "~/lib/page";
import { createSsrContext } from "~/server/api/ssr";
import { env } from "~/env";

type Props = { qr: WallQr };

const CareFeedPage: AppPage<Props> = ({ qr }) => <CareWall qr={qr} />;
CareFeedPage.layout = "barebones";

export default CareFeedPage;

/**
 * The QR code is drawn here on the server (an SVG string), so the wall's browser loads no QR
 * library; the first posts come prefetched. No session: the wall is public and shows no one's
 * own data.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  const { helpers } = await createSsrContext(req, res);
  await helpers.care.feed.prefetch(wallFeedInput);
  const url = new URL("/challenge/care/gratitude", env.APP_URL).toString();
  const svg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { props: { qr: { svg, url }, trpcState: helpers.dehydrate() } };
};
