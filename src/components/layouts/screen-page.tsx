import type { ComponentType, ReactNode } from "react";
import { useTranslations } from "use-intl";
import type { Role } from "~/generated/prisma/enums";
import type { AppPage, Translate } from "~/lib/page";
import plain from "~/components/plain/plain.module.css";
import classes from "./ScreenPage.module.css";

/** A page's words: as they are, or from its messages (`(t) => t("faq.title")`, README "Languages"). */
type Words = string | ((t: Translate) => string);

/**
 * The content column of a page (what Mantine's `Container` with `py="xl"` drew), in plain markup:
 * `lg` 1140 px wide, `xl` 1320 px.
 */
export function PageFrame({
  size = "lg",
  children,
}: {
  size?: "sm" | "md" | "lg" | "xl";
  children: ReactNode;
}) {
  return (
    <div className={classes.page} data-size={size}>
      {children}
    </div>
  );
}

/**
 * A page that shows one screen of a feature in the content column: `title` as its h1 when the
 * screen has none of its own, with `intro` below it; `role` marks a guarded page (its
 * getServerSideProps guards it with the same role: `serverPage({ role })`). Plain markup and the
 * plain kit's classes, so the frame itself adds no Mantine component to a page's first load: a staff
 * table screen (`adminScreen`, loaded after hydration) then has none at all.
 */
export function screenPage(
  Screen: ComponentType,
  options: { title?: Words; intro?: Words; size?: "lg" | "xl"; role?: Role } = {},
): AppPage {
  const Page: AppPage = () => {
    const t = useTranslations();
    const title = typeof options.title === "function" ? options.title(t) : options.title;
    const intro = typeof options.intro === "function" ? options.intro(t) : options.intro;
    return (
      <PageFrame size={options.size}>
        {title ? (
          <div className={plain.stack}>
            {intro ? (
              <div className={plain.heading}>
                <h1 className={plain.title}>{title}</h1>
                <p className={plain.text}>{intro}</p>
              </div>
            ) : (
              <h1 className={plain.title}>{title}</h1>
            )}
            <Screen />
          </div>
        ) : (
          <Screen />
        )}
      </PageFrame>
    );
  };
  Page.displayName = `ScreenPage(${Screen.displayName ?? Screen.name})`;
  if (options.role) Page.auth = { role: options.role };
  const { title } = options;
  Page.title = typeof title === "function" ? (_props, t) => title(t) : title;
  return Page;
}
