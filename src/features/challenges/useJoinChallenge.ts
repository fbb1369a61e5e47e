import { useTranslations } from "use-intl";
import { useAchievementAnnouncer } from "~/features/achievements/useAchievementAnnouncer";
import { useToast } from "~/lib/toast";
import { api, isApiError } from "~/lib/trpc";
import { useMomentServerText } from "./words";

/**
 * Joining a challenge: the mutation, its toasts (in the page's language: its refusals by key,
 * their dates on the festival's clocks), and fresh participation data afterwards.
 */
export function useJoinChallenge() {
  const t = useTranslations("challenges");
  const word = useMomentServerText();
  const utils = api.useUtils();
  const { toast } = useToast();
  const announceAchievements = useAchievementAnnouncer();
  const mutation = api.challenge.join.useMutation();
  const join = async (challenge: { id: string; title: string }) => {
    try {
      const result = await mutation.mutateAsync({ challengeId: challenge.id });
      toast(t("joined", { title: challenge.title }));
      announceAchievements(result.achievements);
    } catch (error) {
      toast(isApiError(error) ? word(error.data?.text, error.message) : t("joinFailed"), {
        color: "error",
      });
    } finally {
      await Promise.all([
        utils.challenge.mine.invalidate(),
        utils.challenge.list.invalidate(),
        utils.achievement.list.invalidate(),
      ]);
    }
  };
  return {
    join,
    /** The challenge being joined right now, if any. */
    pendingId: mutation.isPending ? mutation.variables?.challengeId : undefined,
  };
}
