import type { Messages } from "use-intl";
import type account from "../../../messages/en/account.json";
import type achievements from "../../../messages/en/achievements.json";
import type admin from "../../../messages/en/admin.json";
import type adminShared from "../../../messages/en/adminShared.json";
import type announcements from "../../../messages/en/announcements.json";
import type arts from "../../../messages/en/arts.json";
import type auth from "../../../messages/en/auth.json";
import type bingo from "../../../messages/en/bingo.json";
import type care from "../../../messages/en/care.json";
import type certificates from "../../../messages/en/certificates.json";
import type challenges from "../../../messages/en/challenges.json";
import type dashboard from "../../../messages/en/dashboard.json";
import type errors from "../../../messages/en/errors.json";
import type faq from "../../../messages/en/faq.json";
import type helpDesk from "../../../messages/en/helpDesk.json";
import type home from "../../../messages/en/home.json";
import type impact from "../../../messages/en/impact.json";
import type inbox from "../../../messages/en/inbox.json";
import type mail from "../../../messages/en/mail.json";
import type misc from "../../../messages/en/misc.json";
import type moderation from "../../../messages/en/moderation.json";
import type offline from "../../../messages/en/offline.json";
import type participation from "../../../messages/en/participation.json";
import type people from "../../../messages/en/people.json";
import type reasonDialog from "../../../messages/en/reasonDialog.json";
import type refills from "../../../messages/en/refills.json";
import type shell from "../../../messages/en/shell.json";
import type stations from "../../../messages/en/stations.json";
import type stationsAdmin from "../../../messages/en/stationsAdmin.json";
import type teams from "../../../messages/en/teams.json";
import type translations from "../../../messages/en/translations.json";
import type wall from "../../../messages/en/wall.json";
import type { Locale } from "./locales";

/**
 * The messages of every namespace, typed from the English files (`messages/en/<namespace>.json`):
 * a key missing there fails `tsc` wherever `t("…")` names it. A new namespace is a new file in
 * each language's folder and a line here.
 */
export type AppMessages = {
  account: typeof account;
  achievements: typeof achievements;
  admin: typeof admin;
  adminShared: typeof adminShared;
  announcements: typeof announcements;
  arts: typeof arts;
  auth: typeof auth;
  bingo: typeof bingo;
  care: typeof care;
  certificates: typeof certificates;
  challenges: typeof challenges;
  dashboard: typeof dashboard;
  errors: typeof errors;
  faq: typeof faq;
  helpDesk: typeof helpDesk;
  home: typeof home;
  impact: typeof impact;
  inbox: typeof inbox;
  mail: typeof mail;
  misc: typeof misc;
  moderation: typeof moderation;
  offline: typeof offline;
  participation: typeof participation;
  people: typeof people;
  reasonDialog: typeof reasonDialog;
  refills: typeof refills;
  shell: typeof shell;
  stations: typeof stations;
  stationsAdmin: typeof stationsAdmin;
  teams: typeof teams;
  translations: typeof translations;
  wall: typeof wall;
};

export type Namespace = keyof AppMessages;

/**
 * Namespaces every server-rendered page gets besides its own: those the shell (header, phone
 * menu, account menu, footer, language switch, offline indicator, announcements banner) reads,
 * and `errors`: the frame shows an error view instead of any page (403, a bad route parameter's
 * 404, a crash while rendering in the browser), and the error page keeps the last page's words.
 */
export const SHARED_NAMESPACES: readonly Namespace[] = ["shell", "errors"];

declare module "use-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: AppMessages;
  }
}

/**
 * Messages as they travel to a page (`pageProps.messages`): the page's namespaces, each ICU
 * message precompiled by icu-minify on the server. use-intl's types describe the source form
 * (they check the keys); the client's format-only formatter reads the compiled form, which is
 * why next.config.mjs and vitest.config.mts alias `use-intl/format-message` to it.
 */
export type PageMessages = Partial<Messages>;

/** The messages of a page: its language and its namespaces (see `serverPage({ messages })`). */
export type PageIntl = {
  locale: Locale;
  messages: PageMessages;
  /** The languages the festival offers (`FESTIVAL_LOCALES`): the switch shows when there are two. */
  locales: readonly Locale[];
};

const NAMESPACE_KEYS: Record<Namespace, true> = {
  account: true,
  achievements: true,
  admin: true,
  adminShared: true,
  announcements: true,
  arts: true,
  auth: true,
  bingo: true,
  care: true,
  certificates: true,
  challenges: true,
  dashboard: true,
  errors: true,
  faq: true,
  helpDesk: true,
  home: true,
  impact: true,
  inbox: true,
  mail: true,
  misc: true,
  moderation: true,
  offline: true,
  participation: true,
  people: true,
  reasonDialog: true,
  refills: true,
  shell: true,
  stations: true,
  stationsAdmin: true,
  teams: true,
  translations: true,
  wall: true,
};

export function isNamespace(value: string): value is Namespace {
  return Object.hasOwn(NAMESPACE_KEYS, value);
}

/**
 * The one place where compiled messages take use-intl's message type (see `PageMessages`): an
 * object whose keys are known namespaces, each an object of messages.
 */
export function isPageMessages(value: unknown): value is PageMessages {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, tree]) =>
      isNamespace(key) && typeof tree === "object" && tree !== null && !Array.isArray(tree),
  );
}
