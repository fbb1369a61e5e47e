import plain from "~/components/plain/plain.module.css";
import dynamic from "next/dynamic";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { SignInButtons } from "~/components/SignInButtons";
import { useServerText } from "~/lib/server-text";
import { useSession } from "~/lib/session";
import type { ServerText } from "~/shared/i18n/server-text";

/** Why the join kept over sign-in did not happen: the server's words and their key. */
export type JoinRefusal = { message: string; text: ServerText | null };

// The signed-in person's confirmation (the join and what it earned): in the first HTML, its code
// after the page's own; a visitor never needs it.
const JoinConfirm = dynamic(() => import("./JoinConfirm").then((module) => module.JoinConfirm));

/**
 * /teams/join/{code}, the invite link. A visitor signs in or creates an account and comes back
 * here (the remembered path), where the code kept over sign-in joins them at once (the page's
 * server side); someone signed in who opens a link confirms with a button.
 */
export function JoinTeamScreen({ code, refused }: { code: string; refused: JoinRefusal | null }) {
  const { loggedIn } = useSession();
  const t = useTranslations("teams");
  const word = useServerText();
  return (
    <div className={plain.stack}>
      <h1 className={plain.title}>{t("invite.title")}</h1>
      <FormAlert message={refused ? word(refused.text, refused.message) : null} />
      <div className={plain.card}>
        {loggedIn ? (
          <JoinConfirm code={code} />
        ) : (
          <div className={plain.stackSm}>
            <p className={plain.text}>{t("invite.visitor")}</p>
            <SignInButtons
              primary="register"
              signInLabel={t("signIn")}
              registerLabel={t("register")}
            />
          </div>
        )}
      </div>
    </div>
  );
}
