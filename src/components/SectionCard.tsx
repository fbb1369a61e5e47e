import type { ReactNode } from "react";
import plain from "./plain/plain.module.css";
import { SectionHeading } from "./SectionHeading";

/**
 * One part of a page on its own card, named by its heading, with actions beside the heading.
 * The plain kit's card (what Mantine's Card drew), so a page of sections carries no Mantine
 * component for it (README "First-load weight").
 */
export function SectionCard({
  id,
  title,
  actions,
  compact = false,
  children,
}: {
  /** The heading's id: the section is named by it. */
  id: string;
  title: ReactNode;
  actions?: ReactNode;
  /** Less padding: a panel of an admin screen rather than a part of a page. */
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={plain.card} data-padding={compact ? undefined : "lg"} aria-labelledby={id}>
      <SectionHeading id={id} title={title} actions={actions} />
      {children}
    </section>
  );
}
