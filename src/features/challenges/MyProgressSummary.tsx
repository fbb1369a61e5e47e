import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { Anchor, Flex, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import type { RouterOutputs } from "~/lib/trpc";
import type { ChallengesT } from "./words";

type Mine = RouterOutputs["challenge"]["mine"];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={{ base: "lg", sm: "xl" }} fw={800} lh={1.3}>
        {value}
      </Text>
    </Stack>
  );
}

export function rankText(t: ChallengesT, mine: Pick<Mine, "rank" | "rankedUsers">): string {
  return mine.rank === null
    ? t("summary.notRanked")
    : t("summary.rankOf", { rank: mine.rank, ranked: mine.rankedUsers });
}

/** My total points, rank and completed challenges: a band above the catalogue. */
export function MyProgressSummary({ mine, link = true }: { mine: Mine; link?: boolean }) {
  const t = useTranslations("challenges");
  const completed = mine.areas.reduce((sum, area) => sum + area.completed, 0);
  const joined = mine.areas.reduce((sum, area) => sum + area.joined, 0);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t("summary.label")}>
      <Flex
        direction={{ base: "column", sm: "row" }}
        justify="space-between"
        align={{ base: "stretch", sm: "center" }}
        gap="sm"
      >
        <SimpleGrid
          cols={{ base: 2, sm: 3 }}
          spacing="lg"
          verticalSpacing="sm"
          maw={600}
          style={{ flex: 1 }}
        >
          <Figure label={t("summary.points")} value={t("summary.total", { points: mine.total })} />
          <Figure label={t("summary.rank")} value={rankText(t, mine)} />
          <Figure
            label={t("summary.completed")}
            value={t("summary.completedOf", { completed, joined })}
          />
        </SimpleGrid>
        {link && (
          <Anchor component={Link} href="/participation" fw={600}>
            {t("summary.all")}
          </Anchor>
        )}
      </Flex>
    </Paper>
  );
}
