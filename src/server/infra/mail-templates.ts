import { createTranslator, type Messages } from "use-intl/core";
import { TOKEN_LIFETIME_MINUTES } from "~/server/auth/tokens";
import { pageMessages } from "~/server/i18n/messages";
import type { Locale } from "~/shared/i18n/locales";
import { festivalTimeZone } from "~/shared/time-zone";
import type { MailMessage } from "./mail";

/**
 * The words of mails in one language (namespace `mail`, README "Languages"), formatted on the
 * server from the same precompiled messages the pages get. A message that is missing or cannot
 * be formatted throws: the mail is not sent (the failure is logged where it was sent from)
 * rather than sent with a key in it. Dates in mails go through `formatDateTime(date, locale)`.
 */
export function mailText(locale: Locale): MailText {
  return createTranslator({
    locale,
    messages: pageMessages(locale, ["mail"]),
    namespace: "mail",
    timeZone: festivalTimeZone(),
    onError: (error) => {
      throw error;
    },
  });
}

/** A translator of the `mail` namespace, typed from the English messages (`AppMessages`). */
export type MailText = ReturnType<typeof createTranslator<Messages, "mail">>;

/** Who a mail goes to, and the language it is written in (`mailLocale`, README "Languages"). */
export type Recipient = { email: string; name: string; locale: Locale };
type MailAction = { label: string; url: string };

/** What one mail says: everything else (greeting, text and HTML parts) is the same for all. */
interface MailContent {
  subject: string;
  paragraphs: string[];
  action?: MailAction;
  /** A last link after the action (a digest's "Stop these mails"). */
  footer?: MailAction;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The one template every mail is built with: a greeting, the paragraphs, an optional link. */
export function composeMail(to: Recipient, content: (t: MailText) => MailContent): MailMessage {
  const t = mailText(to.locale);
  const { subject, paragraphs, action, footer } = content(t);
  const greeting = t("greeting", { name: to.name });
  const text = [
    greeting,
    "",
    ...paragraphs,
    ...(action ? ["", `${action.label}: ${action.url}`] : []),
    ...(footer ? ["", `${footer.label}: ${footer.url}`] : []),
  ].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : "",
    footer ? `<p><a href="${escapeHtml(footer.url)}">${escapeHtml(footer.label)}</a></p>` : "",
  ].join("\n");
  return { to: to.email, subject, text, html };
}

const minutes = TOKEN_LIFETIME_MINUTES;

export const passwordResetMail = (to: Recipient, url: string, site: string) =>
  composeMail(to, (t) => ({
    subject: t("passwordReset.subject", { site }),
    paragraphs: [
      t("passwordReset.asked"),
      t("passwordReset.validity", { minutes: minutes.PASSWORD_RESET }),
    ],
    action: { label: t("passwordReset.action"), url },
  }));

export const signInLinkMail = (to: Recipient, url: string, site: string) =>
  composeMail(to, (t) => ({
    subject: t("signInLink.subject", { site }),
    paragraphs: [t("signInLink.here", { minutes: minutes.SIGN_IN_LINK }), t("signInLink.ignore")],
    action: { label: t("signInLink.action"), url },
  }));

export const passwordChangedMail = (to: Recipient, site: string) =>
  composeMail(to, (t) => ({
    subject: t("passwordChanged.subject", { site }),
    paragraphs: [t("passwordChanged.changed"), t("passwordChanged.notYou")],
  }));

export const confirmEmailMail = (to: Recipient, url: string, site: string) =>
  composeMail(to, (t) => ({
    subject: t("confirmEmail.subject", { site }),
    paragraphs: [
      t("confirmEmail.created", { site }),
      t("confirmEmail.validity", { minutes: minutes.EMAIL_CONFIRMATION }),
    ],
    action: { label: t("confirmEmail.action"), url },
  }));

/** To the owner of an address someone tried to register again: nothing changed. */
export const alreadyRegisteredMail = (to: Recipient, signInUrl: string, site: string) =>
  composeMail(to, (t) => ({
    subject: t("alreadyRegistered.subject", { site }),
    paragraphs: [t("alreadyRegistered.tried"), t("alreadyRegistered.ifYou")],
    action: { label: t("alreadyRegistered.action"), url: signInUrl },
  }));

/** To the old address, when a change of email is asked for. */
export const emailChangeRequestedMail = (to: Recipient, newEmail: string, site: string) =>
  composeMail(to, (t) => ({
    subject: t("emailChangeRequested.subject", { site }),
    paragraphs: [t("emailChangeRequested.asked", { newEmail }), t("emailChangeRequested.notYou")],
  }));

/** To the new address: the link that makes the change. */
export const confirmEmailChangeMail = (to: Recipient, url: string, site: string) =>
  composeMail(to, (t) => ({
    subject: t("confirmEmailChange.subject", { site }),
    paragraphs: [
      t("confirmEmailChange.open", { site }),
      t("confirmEmailChange.validity", { minutes: minutes.EMAIL_CHANGE }),
    ],
    action: { label: t("confirmEmailChange.action"), url },
  }));

/** To the old address, once the change is made. */
export const emailChangedMail = (to: Recipient, newEmail: string, site: string) =>
  composeMail(to, (t) => ({
    subject: t("emailChanged.subject", { site }),
    paragraphs: [t("emailChanged.changed", { newEmail }), t("emailChanged.notYou")],
  }));

/** The inbox's daily digest: what arrived since the last one, and the link that stops it. */
export const inboxDigestMail = (
  to: Recipient,
  digest: {
    siteName: string;
    titles: string[];
    unread: number;
    inboxUrl: string;
    unsubscribeUrl: string;
  },
) =>
  composeMail(to, (t) => ({
    subject: t("inboxDigest.subject", { site: digest.siteName }),
    paragraphs: [
      t("inboxDigest.unread", { unread: digest.unread }),
      ...digest.titles.map((title) => `• ${title}`),
      t("inboxDigest.why"),
    ],
    action: { label: t("inboxDigest.action"), url: digest.inboxUrl },
    footer: { label: t("inboxDigest.stop"), url: digest.unsubscribeUrl },
  }));
