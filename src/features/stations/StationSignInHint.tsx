import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import plain from "~/components/plain/plain.module.css";

/** "Sign in to …" with the link, in the page's language. */
export function StationSignInHint({
  hint,
}: {
  hint: "hunt.signInHint" | "section.signInHint" | "bottle.signInHint";
}) {
  const t = useTranslations("stations");
  return (
    <p className={plain.small}>
      {t.rich(hint, {
        link: (chunks) => (
          <Link href="/auth/login" className={`${plain.link} mantine-focus-auto`}>
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
