import { useTranslations } from "use-intl";
import { isServerText, type ServerText } from "~/shared/i18n/server-text";
/**
 * Words what the server named by key (a refusal's `error.data.text`, an answer's `text`) in the
 * page's language; anything else (a procedure not converted yet) keeps the server's words. The
 * page must have the key's namespace (`serverPage({ messages })`).
 */
export function useServerText(): (text: unknown, words: string) => string {
  const t = useTranslations();
  return (text, words) => (isServerText(text) ? wordOf(t, text) : words);
}

function wordOf(t: ReturnType<typeof useTranslations<never>>, text: ServerText): string {
  return t(text.key, text.values);
}
