import { useMessages, useTranslations } from "use-intl";
import { isMessageKeyOf, wireText, type ServerText } from "~/shared/i18n/server-text";

/**
 * What the server named by key (a refusal's `error.data.text`, an answer's `text`) as a
 * `ServerText` this page can word: its key is a message of the page's namespaces
 * (`serverPage({ messages })`). Anything else (no key, a namespace the page did not load, a
 * procedure not converted yet) is null: its words stay the server's. No list of keys travels to
 * the browser: the page's own messages are the list (page weight, issue R3).
 */
export function useKnownServerText(): (text: unknown) => ServerText | null {
  const messages = useMessages();
  return (text) => {
    const found = wireText(text);
    if (!found || !isMessageKeyOf(messages, found.key)) return null;
    return found.values ? { key: found.key, values: found.values } : { key: found.key };
  };
}

/** Words a server's message key in the page's language; anything else keeps the server's words. */
export function useServerText(): (text: unknown, words: string) => string {
  const t = useTranslations();
  const known = useKnownServerText();
  return (text, words) => {
    const found = known(text);
    return found ? t(found.key, found.values) : words;
  };
}
