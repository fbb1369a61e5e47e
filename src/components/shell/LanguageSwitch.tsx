import { useId, useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { isLocale, localeCookie, LOCALE_NAMES, type Locale } from "~/shared/i18n/locales";
import classes from "./LanguageSwitch.module.css";
import { usePageInfo } from "./page-info";

const secureCookie = process.env.NODE_ENV === "production";

/**
 * The language switch (README "Languages"): a labelled <select> of the offered languages. A
 * choice sets the `locale` cookie, stores it for a signed-in person (their stored choice would
 * otherwise win over the cookie), and loads the same page again, now in that language. The shell
 * loads it (next/dynamic) only when more than one language is offered.
 */
export default function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations("shell.language");
  const locale = useLocale();
  const { locales } = usePageInfo();
  const { user } = useSession();
  const store = api.account.setLocale.useMutation();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const choose = async (next: Locale) => {
    setBusy(true);
    document.cookie = localeCookie(next, secureCookie);
    // Best effort: without signal the cookie still changes this device's pages once the stored
    // choice is the same or absent.
    if (user) await store.mutateAsync({ locale: next }).catch(() => undefined);
    window.location.reload();
  };

  return (
    <div className={`${classes.language} ${className ?? ""}`}>
      <label htmlFor={id} className={classes.languageLabel}>
        {t("label")}
      </label>
      <select
        id={id}
        className={`${classes.languageSelect} mantine-focus-auto`}
        value={locale}
        disabled={busy}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLocale(next) && next !== locale) void choose(next);
        }}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
