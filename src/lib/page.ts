import type { NextPage } from "next";
import type { useTranslations } from "use-intl";
import type { Role } from "~/generated/prisma/enums";

/** A translator over every namespace (`t("faq.title")`), as `useTranslations()` gives it. */
export type Translate = ReturnType<typeof useTranslations<never>>;

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
  /**
   * The page's own name, first in its title (`pageTitle` in ~/lib/site); from its props when it
   * depends on them, or from its messages (`(_, t) => t("faq.title")`, README "Languages").
   * The home page has none.
   */
  title?: string | ((props: Props, t: Translate) => string);
};

/** Names a page made by a factory (`screenPage`, `carePostPage`, …) for its title. */
export function titled<Props>(
  title: AppPage<Props>["title"],
  page: AppPage<Props>,
): AppPage<Props> {
  page.title = title;
  return page;
}

/** What the frame shows instead of a page: the 403 view or a route's error (404). */
type FrameProps = { forbidden?: boolean; routeError?: { statusCode: number } };

/** The name of what the frame shows: the page's own, or that of the 403/404 view instead of it. */
export function pageNameOf<Props extends FrameProps>(
  Component: AppPage<Props>,
  props: Props,
  t: Translate,
): string | undefined {
  if (props.forbidden) return t("errors.forbidden.pageTitle");
  if (props.routeError) {
    return props.routeError.statusCode === 404 ? t("errors.notFound.pageTitle") : t("errors.title");
  }
  return typeof Component.title === "function" ? Component.title(props, t) : Component.title;
}
