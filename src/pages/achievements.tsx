import { Container } from "@mantine/core";
import { AchievementList } from "~/features/achievements/AchievementList";
import { serverPage } from "~/server/api/ssr";

export default function AchievementsPage() {
  return (
    <Container size="lg" py="xl">
      <AchievementList />
    </Container>
  );
}

export const getServerSideProps = serverPage({
  load: ({ helpers }) => helpers.achievement.list.prefetch(),
});
