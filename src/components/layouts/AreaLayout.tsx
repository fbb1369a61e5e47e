import { Link } from "~/components/Link";
import { useRouter } from "next/router";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import {
  AREA_LINKS,
  AREA_WORDS,
  areaById,
  isActiveLink,
  type Area,
  type AreaId,
} from "~/lib/navigation";
import { AreaDot } from "../shell/AreaDot";
import { LinkButton } from "../shell/LinkButton";
import classes from "./AreaLayout.module.css";
import { DefaultLayout } from "./DefaultLayout";

/**
 * The active tab's text on the area's filled shade (the theme's primary shade, 8): black on light
 * colours (orange, teal), white on dark ones (grape, pink), whichever keeps 4.5:1 (WCAG AA).
 * Worked out once (Mantine's isLightColor, layouts.test.ts checks it), not at runtime.
 */
export const TEXT_ON_FILLED: Record<Area["color"], "black" | "white"> = {
  orange: "black",
  grape: "white",
  teal: "black",
  pink: "white",
};

/**
 * The app frame with a band in the area's colour naming the area, and the area's own pages as
 * tabs once they exist (AREA_LINKS in ~/lib/navigation). Plain markup and a CSS module.
 */
export function AreaLayout({ areaId, children }: { areaId: AreaId; children: ReactNode }) {
  const area = areaById(areaId);
  const router = useRouter();
  const links = AREA_LINKS[areaId];
  const t = useTranslations();
  const name = t(AREA_WORDS[areaId].name);
  const band = (
    <nav aria-label={name} className={classes.band} data-color={area.color}>
      <div className={classes.row}>
        <Link href={area.href} className={`${classes.areaLink} mantine-focus-auto`}>
          <AreaDot area={area} size={12} />
          {name}
        </Link>
        {links.length > 0 && (
          <div className={classes.tabs}>
            {links.map((link) => {
              const active = isActiveLink(link, router.asPath);
              return (
                <LinkButton
                  key={link.href}
                  href={link.href}
                  size="compact-sm"
                  variant="subtle"
                  current={active}
                  className={classes.tab}
                  // Coloured text on the band fails 4.5:1: plain text colour when not active.
                  style={active ? { color: TEXT_ON_FILLED[area.color] } : undefined}
                >
                  {t(link.label)}
                </LinkButton>
              );
            })}
          </div>
        )}
      </div>
    </nav>
  );
  return <DefaultLayout aside={band}>{children}</DefaultLayout>;
}

/** Fitness bingo pages. */
export function BingoLayout({ children }: { children: ReactNode }) {
  return <AreaLayout areaId="fitness">{children}</AreaLayout>;
}

/** Gratitude and care pages (the big-screen feed uses the barebones layout instead). */
export function CareLayout({ children }: { children: ReactNode }) {
  return <AreaLayout areaId="care">{children}</AreaLayout>;
}
