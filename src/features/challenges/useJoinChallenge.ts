import { useAchievementAnnouncer } from "~/features/achievements/useAchievementAnnouncer";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";

/** Joining a challenge: the mutation, its toasts, and fresh participation data afterwards. */
export function useJoinChallenge() {
  const utils = api.useUtils();
  const { toast } = useToast();
  const announce = useAchievementAnnouncer();
  const mutation = api.challenge.join.useMutation();
  const join = async (challenge: { id: string; title: string }) => {
    try {
      const result = await mutation.mutateAsync({ challengeId: challenge.id });
      toast(`You joined “${challenge.title}”.`);
      announce(result.achievements);
    } catch (error) {
      toast(error instanceof Error ? error.message : "Joining failed. Please try again.", {
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
