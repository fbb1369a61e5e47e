import plain from "~/components/plain/plain.module.css";
import type { ReactNode } from "react";
import { SectionHeading } from "~/components/SectionHeading";

/** A section of a dashboard: its heading (which names its table), actions beside it, the figures. */
export function FigureSection({
  id,
  title,
  actions,
  children,
}: {
  /** The heading's id: the section and its table are named by it. */
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={plain.stackSm} aria-labelledby={id}>
      <SectionHeading id={id} title={title} actions={actions} />
      {children}
    </section>
  );
}
