import type { NextPage } from "next";
import type { Role } from "~/generated/prisma/enums";

/** The layouts of the seed (section 2); `_app` wraps each page in the one it names. */
export type LayoutName = "default" | "auth" | "barebones" | "bingo" | "care";

/**
 * A page declares its frame: `Page.layout` (default: "default") and, for a guarded page, the
 * seed's auth marker `Page.auth = { role }`. The guard itself runs on the server: the page's
 * getServerSideProps is `serverPage({ role })` from ~/server/api/ssr.
 */
export type AppPage<Props = object> = NextPage<Props> & {
  layout?: LayoutName;
  auth?: { role: Role };
};
