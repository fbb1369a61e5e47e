import { useCallback } from "react";
import { useToast } from "~/lib/toast";

export type AnnouncedAchievement = { key: string; title: string; description: string };

/** What an achievement's announcement says, in a toast or in a screen's own status region. */
export function achievementMessage(achievement: AnnouncedAchievement): string {
  return `Achievement unlocked: ${achievement.title}. ${achievement.description}`;
}

/**
 * Announces achievements an action just earned (award's `achievements`), one toast each. Areas
 * call it with what their mutation returned; screens with their own status region next to the
 * action (bingo, the bottle code, the submit and care forms) put `achievementMessage` there.
 */
export function useAchievementAnnouncer(): (achievements: readonly AnnouncedAchievement[]) => void {
  const { snackbar } = useToast();
  return useCallback(
    (achievements) => {
      for (const achievement of achievements)
        snackbar(achievementMessage(achievement), { color: "grape" });
    },
    [snackbar],
  );
}
