import { adminScreen } from "~/components/admin/lazy";

/** The admin tables, loaded in the browser only (see `adminScreen`). */
export const ChallengesAdmin = adminScreen(() =>
  import("./ChallengesAdmin").then((module) => module.ChallengesAdmin),
);
export const FaqAdmin = adminScreen(() => import("./FaqAdmin").then((module) => module.FaqAdmin));
export const AchievementsAdmin = adminScreen(() =>
  import("./AchievementsAdmin").then((module) => module.AchievementsAdmin),
);
export const UsersAdmin = adminScreen(() =>
  import("./UsersAdmin").then((module) => module.UsersAdmin),
);
export const AuditLogAdmin = adminScreen(() =>
  import("./AuditLogAdmin").then((module) => module.AuditLogAdmin),
);
export const TeamsAdmin = adminScreen(() =>
  import("~/features/teams/TeamsAdmin").then((module) => module.TeamsAdmin),
);
/** /admin/challenges' tabs (each tab's table loads when it is shown). */
export const ChallengesAndContent = adminScreen(() =>
  import("./ChallengesAndContent").then((module) => module.ChallengesAndContent),
);
