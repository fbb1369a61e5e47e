import { createContext, useContext } from "react";

/** What _app knows about the current page that the shell needs. */
export type PageInfo = { guarded: boolean };

export const PageInfoContext = createContext<PageInfo>({ guarded: false });

export function usePageInfo(): PageInfo {
  return useContext(PageInfoContext);
}
