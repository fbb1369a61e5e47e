import dynamic from "next/dynamic";
import { usePageInfo } from "./page-info";

// Its code loads only where it shows: a festival that offers one language pays nothing for it.
const Switch = dynamic(() => import("./LanguageSwitch"));

/** The language switch (README "Languages"), shown only when more than one language is offered. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locales } = usePageInfo();
  if (locales.length < 2) return null;
  return <Switch className={className} />;
}
