import { PageFrame } from "~/components/layouts/screen-page";
import { Home } from "~/features/home/Home";
import { serverPage } from "~/server/api/ssr";

export default function HomePage() {
  return (
    <PageFrame>
      <Home />
    </PageFrame>
  );
}

/**
 * The catalogue and the service status, and my participation and achievements when signed in:
 * no loading state.
 */
export const getServerSideProps = serverPage({
  messages: ["home", "challenges", "achievements"],
  load: async ({ helpers, session }) => {
    await Promise.all([
      helpers.system.health.prefetch(),
      helpers.challenge.list.prefetch(),
      session ? helpers.challenge.mine.prefetch() : undefined,
      session ? helpers.achievement.list.prefetch() : undefined,
    ]);
  },
});
