import type { ReactNode } from "react";
import plain from "~/components/plain/plain.module.css";
import classes from "./account.module.css";

/** A section below the personal data form: a divider, its h2, then its content. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`${plain.stackMd} ${classes.column} ${classes.section}`}>
      <hr className={plain.divider} />
      <h2 className={plain.sectionTitle}>{title}</h2>
      {children}
    </div>
  );
}
