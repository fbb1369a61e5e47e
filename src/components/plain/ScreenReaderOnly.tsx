import type { ReactNode } from "react";
import plain from "./plain.module.css";

/**
 * The part of a name only screen readers read, for `t.rich` ("Join <hidden>Station hunt</hidden>"):
 * a row's button says which row it is for without repeating the title on screen.
 */
export const screenReaderOnly = (chunks: ReactNode) => (
  <span className={plain.visuallyHidden}>{chunks}</span>
);
