import { useCallback } from "react";
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";

export type AnnouncedAchievement = { key: string; title: string; description: string };

/** What an achievement's announcement says in English (a page without `achievements`). */
export function achievementMessage(achievement: AnnouncedAchievement): string {
  return `Achievement unlocked: ${achievement.title}. ${achievement.description}`;
}

/**
 * What an achievement's announcement says, in a toast or in a screen's own status region: in the
 * page's language when the page has the `achievements` namespace (README "Languages"), else in
 * English. The title and description are the festival's content, as written.
 */
export function useAchievementMessage(): (achievement: AnnouncedAchievement) => string {
  const word = useServerText();
  return useCallback(
    (achievement) =>
      word(
        {
          key: "achievements.unlocked",
          values: { title: achievement.title, description: achievement.description },
        },
        achievementMessage(achievement),
      ),
    [word],
  );
}

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
