import { useCallback } from "react";
import { useTranslations } from "use-intl";

export type AnnouncedAchievement = { key: string; title: string; description: string };

/**
 * What an achievement's announcement says, in a toast or in a screen's own status region, in the
 * page's language (the shell's words, which every page has: README "Languages"). The title and
 * description are the festival's content, as written in the page's language. Apart from the
 * toasts (./useAchievementAnnouncer), so screens with their own status region do not load them.
 */
export function useAchievementMessage(): (achievement: AnnouncedAchievement) => string {
  const t = useTranslations("shell");
  return useCallback(
    ({ title, description }) => t("achievementUnlocked", { title, description }),
    [t],
  );
}
