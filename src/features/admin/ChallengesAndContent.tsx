import "@mantine/core/styles/Tabs.layer.css";
import { Skeleton, Tabs } from "@mantine/core";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { AchievementsAdmin, ChallengesAdmin, FaqAdmin } from "./lazy";
import { clientOnly } from "~/lib/client-only";

const BingoCardsAdmin = clientOnly(
  () => import("./BingoCardsAdmin").then((module) => module.BingoCardsAdmin),
  () => <Skeleton h={320} />,
);

const TABS = [
  { value: "challenges", label: "content.tabs.challenges", Screen: ChallengesAdmin },
  { value: "bingo", label: "content.tabs.bingo", Screen: BingoCardsAdmin },
  { value: "faq", label: "content.tabs.faq", Screen: FaqAdmin },
  { value: "achievements", label: "content.tabs.achievements", Screen: AchievementsAdmin },
] as const;
type Tab = (typeof TABS)[number]["value"];
const isTab = (value: unknown): value is Tab => TABS.some((tab) => tab.value === value);

/**
 * /admin/challenges: the catalogue, the bingo cards, the FAQ and the achievement texts, as tabs
 * (?tab=…), under the page's h1. Loaded after hydration like the tables it holds (`lazy.tsx`).
 */
export function ChallengesAndContent() {
  const router = useRouter();
  const t = useTranslations("admin");
  const current: Tab = isTab(router.query.tab) ? router.query.tab : "challenges";
  return (
    <Tabs
      value={current}
      keepMounted={false}
      onChange={(value) => {
        if (!isTab(value)) return;
        const query = value === "challenges" ? {} : { tab: value };
        void router.replace({ query }, undefined, { shallow: true });
      }}
    >
      <Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map(({ value, Screen }) => (
        <Tabs.Panel key={value} value={value} pt="md">
          <Screen />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
