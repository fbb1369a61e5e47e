import { useCallback } from "react";
import { useToast } from "~/lib/toast";

export type AnnouncedAchievement = { key: string; title: string; description: string };

/**
 * Announces achievements an action just earned (award's `achievements`), one toast each. Areas
 * call it with what their mutation returned.
 */
export function useAchievementAnnouncer(): (achievements: readonly AnnouncedAchievement[]) => void {
  const { snackbar } = useToast();
  return useCallback(
    (achievements) => {
      for (const achievement of achievements)
        snackbar(`Achievement unlocked: ${achievement.title}. ${achievement.description}`, {
          color: "grape",
        });
    },
    [snackbar],
  );
}
