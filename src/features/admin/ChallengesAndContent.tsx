import { Skeleton, Stack, Tabs, Title } from "@mantine/core";
import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import { AchievementsAdmin, ChallengesAdmin, FaqAdmin } from "./lazy";

const BingoCardsAdmin = dynamic(
  () => import("./BingoCardsAdmin").then((module) => module.BingoCardsAdmin),
  { ssr: false, loading: () => <Skeleton h={320} /> },
);

const TABS = ["challenges", "bingo", "faq", "achievements"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: unknown): value is Tab => TABS.some((tab) => tab === value);

/** /admin/challenges: the catalogue, the bingo cards, the FAQ and the achievement texts, as tabs (?tab=…). */
export function ChallengesAndContent() {
  const router = useRouter();
  const tab: Tab = isTab(router.query.tab) ? router.query.tab : "challenges";
  return (
    <Stack gap="lg">
      <Title order={1}>Challenges and content</Title>
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) => {
          if (isTab(value))
            void router.replace(
              { query: value === "challenges" ? {} : { tab: value } },
              undefined,
              {
                shallow: true,
              },
            );
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="challenges">Challenges</Tabs.Tab>
          <Tabs.Tab value="bingo">Bingo cards</Tabs.Tab>
          <Tabs.Tab value="faq">FAQ</Tabs.Tab>
          <Tabs.Tab value="achievements">Achievements</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="challenges" pt="md">
          <ChallengesAdmin />
        </Tabs.Panel>
        <Tabs.Panel value="bingo" pt="md">
          <BingoCardsAdmin />
        </Tabs.Panel>
        <Tabs.Panel value="faq" pt="md">
          <FaqAdmin />
        </Tabs.Panel>
        <Tabs.Panel value="achievements" pt="md">
          <AchievementsAdmin />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
