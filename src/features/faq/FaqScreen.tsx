import { PageFrame } from "~/components/layouts/screen-page";
import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { api } from "~/lib/trpc";
import classes from "./FaqScreen.module.css";

/**
 * /faq: the festival's questions and answers (the entries are the festival's own content), each a
 * `details` the browser opens and closes itself: no script needed, keyboard and screen readers
 * know it, and the browser's find-in-page opens the answer it finds. One `name` for all: opening a
 * question closes the one open before (as Mantine's Accordion did; older browsers keep both).
 */
export function FaqScreen() {
  const t = useTranslations("faq");
  // Prefetched on the server: the answers are in the first HTML.
  const faq = api.faq.list.useQuery();
  const entries = faq.data ?? [];
  return (
    <PageFrame size="md">
      <div className={plain.stack}>
        <h1 className={plain.title}>{t("heading")}</h1>
        <p className={`${plain.text} ${plain.dimmed}`}>{t("intro")}</p>
        {entries.length === 0 ? (
          <p className={plain.text}>{t("empty")}</p>
        ) : (
          <div className={plain.stackMd}>
            {entries.map((entry) => (
              <details key={entry.id} name="faq" className={classes.item}>
                <summary className={`${classes.question} mantine-focus-auto`}>
                  {entry.question}
                </summary>
                <p className={`${plain.text} ${classes.answer}`}>{entry.answer}</p>
              </details>
            ))}
          </div>
        )}
      </div>
    </PageFrame>
  );
}
