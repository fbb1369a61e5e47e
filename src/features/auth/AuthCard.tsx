import type { ComponentType, ReactNode } from "react";
import { useTranslations } from "use-intl";
import plain from "~/components/plain/plain.module.css";
import type { AppPage, Translate } from "~/lib/page";
import classes from "./AuthCard.module.css";

/** The frame of every sign-in screen: one column, thumb-friendly on a phone. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={classes.frame}>
      <div className={plain.stackMd}>
        <h1 className={plain.title}>{title}</h1>
        {intro ? <p className={`${plain.text} ${plain.dimmed}`}>{intro}</p> : null}
        <div className={`${plain.card} ${classes.card}`}>{children}</div>
      </div>
    </div>
  );
}

/** Words of a card: as they are, or from the page's messages (`(t) => t("auth.login.title")`). */
type CardText = string | ((t: Translate) => string);

const wordsOf = (text: CardText, t: Translate) => (typeof text === "string" ? text : text(t));

/**
 * The page of a sign-in screen: `Form` in the AuthCard, given the page's props (the token of a
 * mailed link). The route adds its getServerSideProps (with the messages its words come from).
 */
export function authCardPage<Props extends object>(
  Form: ComponentType<Props>,
  card: { title: CardText; intro?: CardText },
): AppPage<Props> {
  function Page(props: Props) {
    const t = useTranslations();
    return (
      <AuthCard title={wordsOf(card.title, t)} intro={card.intro && wordsOf(card.intro, t)}>
        <Form {...props} />
      </AuthCard>
    );
  }
  const page: AppPage<Props> = Page;
  page.displayName = `AuthCardPage(${Form.displayName ?? Form.name})`;
  page.title = (_props, t) => wordsOf(card.title, t);
  return page;
}
