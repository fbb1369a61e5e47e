import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { useAchievementAnnouncer } from "~/features/achievements/useAchievementAnnouncer";
import { useServerText } from "~/lib/server-text";
import { api } from "~/lib/trpc";
import { JOIN_CODE_LENGTH, teamPath } from "~/shared/teams/rules";

/**
 * The invite link's confirmation for someone signed in: the code, and a button that joins its
 * team, then opens the team's page (what the join earned is announced).
 */
export function JoinConfirm({ code }: { code: string }) {
  const router = useRouter();
  const utils = api.useUtils();
  const announce = useAchievementAnnouncer();
  const t = useTranslations("teams");
  const word = useServerText();
  const join = api.teams.join.useMutation({
    onSuccess: async (result) => {
      announce(result.achievements);
      await utils.teams.invalidate();
      await router.push(teamPath(result.team.id));
    },
  });
  // The code is the one input: a check of it (a link with a mistyped code) is the code's check;
  // a refusal by key (no team has it, full, …) in the page's language.
  const error = join.error;
  const refusal = error
    ? word(
        error.data?.text,
        error.data?.fieldErrors && "code" in error.data.fieldErrors
          ? t("checks.joinCode", { length: JOIN_CODE_LENGTH })
          : error.message,
      )
    : null;
  return (
    <div className={plain.stackSm}>
      <FormAlert message={refusal} />
      <p className={plain.text}>
        {t.rich("invite.withCode", {
          code,
          mono: (chunks) => <span className={`${plain.mono} ${plain.bold}`}>{chunks}</span>,
        })}
      </p>
      <div className={plain.row}>
        <Button variant="filled" onClick={() => join.mutate({ code })} loading={join.isPending}>
          {t("invite.submit")}
        </Button>
      </div>
    </div>
  );
}
