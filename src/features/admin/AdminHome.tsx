import {
  IconClipboardList,
  IconSpeakerphone,
  IconHelpCircle,
  IconChartBar,
  IconTarget,
  IconTrophy,
  IconUsers,
} from "@tabler/icons-react";
import { Link } from "~/components/Link";
import { Stat } from "~/components/Stat";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { api } from "~/lib/trpc";
import plain from "~/components/plain/plain.module.css";
import classes from "./AdminHome.module.css";

/** One way on from the admin home: a card with its link and what is there. */
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
    <li className={classes.destination}>
      <span className={classes.icon} aria-hidden="true">
        {icon}
      </span>
      <div>
        <Link href={href} className={`${classes.link} mantine-focus-auto`}>
          {title}
        </Link>
        <p className={classes.text}>{children}</p>
      </div>
    </li>
  );
}

/**
 * /admin: the festival at a glance and the way to every admin page (under the page's h1). Plain
 * markup and a CSS module: the page's first load carries no Mantine component.
 */
export function AdminHome() {
  const t = useTranslations("admin");
  const { data } = api.admin.overview.useQuery();
  if (!data) return null;
  const people = data.users.PARTICIPANT + data.users.MODERATOR + data.users.ADMIN;
  const number = (value: number) => t("number", { value });
  return (
    <>
      <div className={`${plain.grid} ${classes.figures}`}>
        <Stat
          label={t("home.users")}
          value={number(people)}
          hint={t("home.usersHint", {
            moderators: data.users.MODERATOR,
            admins: data.users.ADMIN,
          })}
        />
        <Stat
          label={t("home.participants")}
          value={number(data.participants)}
          hint={t("home.participantsHint")}
        />
        <Stat
          label={t("home.challenges")}
          value={number(data.challenges.published)}
          hint={t("home.challengesHint", { drafts: data.challenges.drafts })}
        />
        <Stat
          label={t("home.points")}
          value={number(data.points)}
          hint={t("home.pointsHint", { rows: data.ledgerRows })}
        />
        <Stat label={t("home.achievements")} value={number(data.achievementsEarned)} />
        <Stat label={t("home.faqEntries")} value={number(data.faqEntries)} />
        <Stat
          label={t("home.audit")}
          value={number(data.auditLast24h)}
          hint={t("home.auditHint")}
        />
      </div>
      <h2 className={plain.sectionTitle}>{t("home.manage")}</h2>
      <ul className={`${plain.grid} ${classes.destinations}`}>
        <Destination
          href="/admin/challenges"
          icon={<IconTarget size={28} />}
          title={t("home.destinations.challenges")}
        >
          {t("home.destinations.challengesText")}
        </Destination>
        <Destination
          href="/admin/challenges?tab=faq"
          icon={<IconHelpCircle size={28} />}
          title={t("home.destinations.faq")}
        >
          {t("home.destinations.faqText")}
        </Destination>
        <Destination
          href="/admin/challenges?tab=achievements"
          icon={<IconTrophy size={28} />}
          title={t("home.destinations.achievements")}
        >
          {t("home.destinations.achievementsText")}
        </Destination>
        <Destination
          href="/admin/users"
          icon={<IconUsers size={28} />}
          title={t("home.destinations.users")}
        >
          {t("home.destinations.usersText")}
        </Destination>
        <Destination
          href="/admin/announcements"
          icon={<IconSpeakerphone size={28} />}
          title={t("home.destinations.announcements")}
        >
          {t("home.destinations.announcementsText")}
        </Destination>
        <Destination
          href="/admin/audit"
          icon={<IconClipboardList size={28} />}
          title={t("home.destinations.audit")}
        >
          {t("home.destinations.auditText")}
        </Destination>
        <Destination
          href="/global-dashboard"
          icon={<IconChartBar size={28} />}
          title={t("home.destinations.dashboard")}
        >
          {t("home.destinations.dashboardText")}
        </Destination>
      </ul>
    </>
  );
}
