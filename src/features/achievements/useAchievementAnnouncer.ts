import { useCallback } from "react";
import { useToast } from "~/lib/toast";
import { useAchievementMessage, type AnnouncedAchievement } from "./achievement-message";

export type { AnnouncedAchievement };

/**
 * Announces achievements an action just earned (award's `achievements`), one toast each. Areas
 * call it with what their mutation returned; screens with their own status region next to the
 * action (bingo, the bottle code, the submit and care forms) put `useAchievementMessage`'s words
 * there.
 */
export function useAchievementAnnouncer(): (achievements: readonly AnnouncedAchievement[]) => void {
  const { snackbar } = useToast();
  const message = useAchievementMessage();
  return useCallback(
    (achievements) => {
      for (const achievement of achievements) snackbar(message(achievement), { color: "grape" });
    },
    [snackbar, message],
  );
}
