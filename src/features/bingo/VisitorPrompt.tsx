import { IconLogin } from "@tabler/icons-react";
import { useTranslations } from "use-intl";
import plain from "~/components/plain/plain.module.css";
import { Notice } from "~/components/plain/Notice";
import { SignInButtons } from "~/components/SignInButtons";

/** A visitor's prompt above the card: sign in (or create an account) to mark it. */
export function VisitorPrompt() {
  const t = useTranslations("bingo");
  return (
    <Notice
      icon={<IconLogin size={20} aria-hidden="true" />}
      title={t("signIn.title")}
      className={plain.narrow}
    >
      <div className={plain.stackSm}>
        <p className={plain.small}>{t("signIn.text")}</p>
        <SignInButtons
          signInLabel={t("signIn.button")}
          registerLabel={t("signIn.register")}
          compact
        />
      </div>
    </Notice>
  );
}
