import { createContext, useContext } from "react";
import type { Locale } from "~/shared/i18n/locales";

/** What _app knows about the current page that the shell needs. */
export type PageInfo = {
  guarded: boolean;
  /** The languages the festival offers (serverPage's `locales`); empty on pages without them. */
  locales: readonly Locale[];
};

export const PageInfoContext = createContext<PageInfo>({ guarded: false, locales: [] });

export function usePageInfo(): PageInfo {
  return useContext(PageInfoContext);
}
