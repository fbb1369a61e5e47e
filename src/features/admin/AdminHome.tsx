import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  IconClipboardList,
  IconSpeakerphone,
  IconHelpCircle,
  IconChartBar,
  IconTarget,
  IconTrophy,
  IconUsers,
} from "@tabler/icons-react";
import Link from "next/link";
import { Stat } from "~/components/Stat";
import type { ReactNode } from "react";
import { api } from "~/lib/trpc";
import { formatCount, formatNumber } from "~/shared/format";

function Destination({
  href,
  icon,
  title,
  children,
}: {
  href: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" radius="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <span aria-hidden="true">{icon}</span>
        <Stack gap={2}>
          <Anchor component={Link} href={href} fw={700}>
            {title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** /admin: the festival at a glance and the way to every admin page. */
export function AdminHome() {
  const { data } = api.admin.overview.useQuery();
  if (!data) return null;
  const people = data.users.PARTICIPANT + data.users.MODERATOR + data.users.ADMIN;
  return (
    <Stack gap="lg">
      <Title order={1}>Administration</Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        <Stat
          label="Users"
          value={formatNumber(people)}
          hint={`${formatCount(data.users.MODERATOR, "moderator", "moderators")} · ${formatCount(data.users.ADMIN, "admin", "admins")}`}
        />
        <Stat
          label="Participants"
          value={formatNumber(data.participants)}
          hint="joined a challenge"
        />
        <Stat
          label="Challenges"
          value={formatNumber(data.challenges.published)}
          hint={`published · ${formatCount(data.challenges.drafts, "draft", "drafts")}`}
        />
        <Stat
          label="Points awarded"
          value={formatNumber(data.points)}
          hint={formatCount(data.ledgerRows, "ledger row", "ledger rows")}
        />
        <Stat label="Achievements earned" value={formatNumber(data.achievementsEarned)} />
        <Stat label="FAQ entries" value={formatNumber(data.faqEntries)} />
        <Stat
          label="Audit entries"
          value={formatNumber(data.auditLast24h)}
          hint="in the last 24 hours"
        />
      </SimpleGrid>
      <Title order={2} size="h3">
        Manage
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Destination href="/admin/challenges" icon={<IconTarget size={28} />} title="Challenges">
          Create, edit and publish challenges.
        </Destination>
        <Destination
          href="/admin/challenges?tab=faq"
          icon={<IconHelpCircle size={28} />}
          title="FAQ"
        >
          The questions and answers of the FAQ page.
        </Destination>
        <Destination
          href="/admin/challenges?tab=achievements"
          icon={<IconTrophy size={28} />}
          title="Achievement texts"
        >
          Titles and descriptions of the achievements.
        </Destination>
        <Destination href="/admin/users" icon={<IconUsers size={28} />} title="Users and roles">
          Find people and make them moderators or admins.
        </Destination>
        <Destination
          href="/admin/announcements"
          icon={<IconSpeakerphone size={28} />}
          title="Announcements"
        >
          A message on every page and on the wall; edit or withdraw it.
        </Destination>
        <Destination href="/admin/audit" icon={<IconClipboardList size={28} />} title="Audit log">
          Every moderator and admin action, with before and after.
        </Destination>
        <Destination
          href="/global-dashboard"
          icon={<IconChartBar size={28} />}
          title="Festival dashboard"
        >
          The public numbers and leaderboard.
        </Destination>
      </SimpleGrid>
    </Stack>
  );
}
