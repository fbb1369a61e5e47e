import { useCallback } from "react";
import { useTranslations } from "use-intl";
import { useToast } from "~/lib/toast";

export type AnnouncedAchievement = { key: string; title: string; description: string };

/**
 * What an achievement's announcement says, in a toast or in a screen's own status region, in the
 * page's language (the shell's words, which every page has: README "Languages"). The title and
 * description are the festival's content, as written in the page's language.
 */
export function useAchievementMessage(): (achievement: AnnouncedAchievement) => string {
  const t = useTranslations("shell");
  return useCallback(
    ({ title, description }) => t("achievementUnlocked", { title, description }),
    [t],
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
