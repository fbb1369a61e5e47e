import { Button } from "~/components/plain/Button";
import { TextInput } from "~/components/plain/fields";
import plain from "~/components/plain/plain.module.css";
import { useRouter } from "next/router";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { api } from "~/lib/trpc";
import {
  isJoinCode,
  JOIN_CODE_MESSAGE,
  normalizeJoinCode,
  TEAM_NAME_MAX,
  TEAM_NAME_MIN,
  teamNameProblem,
  teamPath,
} from "~/shared/teams/rules";
import { useAchievementAnnouncer } from "~/features/achievements/useAchievementAnnouncer";
import { useTeamWords } from "./words";

/**
 * "Create a team" and "Join a team" for someone without one. Checked in the browser with the same
 * rules as the server (without zod, so the page stays light); the server's refusals show next to
 * the field they are about, in the page's language. Plain markup and the plain kit (README
 * "First-load weight").
 */
export function CreateTeamForm() {
  const router = useRouter();
  const utils = api.useUtils();
  const announce = useAchievementAnnouncer();
  const t = useTranslations("teams");
  const words = useTeamWords();
  const create = api.teams.create.useMutation({
    onSuccess: async (team) => {
      announce(team.achievements);
      await utils.teams.invalidate();
      await router.push(teamPath(team.id));
    },
  });
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const fieldError = words.check(problem) ?? words.field(create.error, "name");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = teamNameProblem(name);
    setProblem(found);
    if (!found) create.mutate({ name });
  };
  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby="create-team-heading">
      <div className={plain.stackSm}>
        <h2 className={plain.sectionTitle} id="create-team-heading">
          {t("create.heading")}
        </h2>
        <FormAlert message={fieldError ? null : words.refusal(create.error)} />
        <TextInput
          label={t("create.name")}
          description={t("create.nameHint", { min: TEAM_NAME_MIN, max: TEAM_NAME_MAX })}
          maxLength={TEAM_NAME_MAX * 2}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={fieldError}
        />
        <Button
          type="submit"
          variant="filled"
          loading={create.isPending}
          style={{ alignSelf: "flex-start" }}
        >
          {t("create.submit")}
        </Button>
      </div>
    </form>
  );
}

export function JoinTeamForm() {
  const router = useRouter();
  const utils = api.useUtils();
  const announce = useAchievementAnnouncer();
  const t = useTranslations("teams");
  const words = useTeamWords();
  const join = api.teams.join.useMutation({
    onSuccess: async (result) => {
      announce(result.achievements);
      await utils.teams.invalidate();
      await router.push(teamPath(result.team.id));
    },
  });
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const fieldError = words.check(problem) ?? words.field(join.error, "code");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = isJoinCode(normalizeJoinCode(code)) ? null : JOIN_CODE_MESSAGE;
    setProblem(found);
    if (!found) join.mutate({ code });
  };
  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby="join-team-heading">
      <div className={plain.stackSm}>
        <h2 className={plain.sectionTitle} id="join-team-heading">
          {t("join.heading")}
        </h2>
        <FormAlert message={fieldError ? null : words.refusal(join.error)} />
        <TextInput
          label={t("join.code")}
          description={t("join.codeHint")}
          maxLength={40}
          autoCapitalize="characters"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={fieldError}
        />
        <Button
          type="submit"
          variant="filled"
          loading={join.isPending}
          style={{ alignSelf: "flex-start" }}
        >
          {t("join.submit")}
        </Button>
      </div>
    </form>
  );
}
