import QRCode from "qrcode";
import { CareWall, type WallQr } from "~/features/care/CareWall";
import { wallFeedInput } from "~/features/care/wall";
import type { AppPage } from "~/lib/page";
import { serverPage, type PageRequest } from "~/server/api/ssr";
import type { AuthSession } from "~/server/auth/session";
import { env } from "~/env";

// An open page's `load` names its request type: serverPage's two shapes leave it unnamed.
type OpenPageRequest = PageRequest<AuthSession | null>;

type Props = { qr: WallQr };

const CareFeedPage: AppPage<Props> = ({ qr }) => <CareWall qr={qr} />;
CareFeedPage.layout = "barebones";

CareFeedPage.title = (_, t) => t("wall.title");
export default CareFeedPage;

/**
 * The QR code is drawn here on the server (an SVG string), so the wall's browser loads no QR
 * library; the first posts and the figures between them come prefetched. The wall is public and shows no one's own data.
 */
export const getServerSideProps = serverPage<Props>({
  messages: ["wall", "care"],
  load: async ({ helpers }: OpenPageRequest) => {
    await Promise.all([
      helpers.care.feed.prefetch(wallFeedInput),
      helpers.care.wallImpact.prefetch(),
    ]);
    const url = new URL("/challenge/care/gratitude", env.APP_URL).toString();
    const svg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    return { props: { qr: { svg, url } } };
  },
});
