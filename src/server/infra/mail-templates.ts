import type { MailMessage } from "./mail";

type Recipient = { email: string; name: string };
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
export function composeMail(
  to: Recipient,
  { subject, paragraphs, action, footer }: MailContent,
): MailMessage {
  const greeting = `Hello ${to.name},`;
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

/** The second paragraph of every mail that carries a single-use link. */
const linkValidity = (minutes: number, otherwise: string) =>
  `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this mail${otherwise}`;

export const passwordResetMail = (to: Recipient, url: string, siteName: string) =>
  composeMail(to, {
    subject: `Reset your ${siteName} password`,
    paragraphs: [
      "Someone (hopefully you) asked to reset the password of your account.",
      linkValidity(60, ": your password stays as it is."),
    ],
    action: { label: "Choose a new password", url },
  });

export const signInLinkMail = (to: Recipient, url: string, siteName: string) =>
  composeMail(to, {
    subject: `Your ${siteName} sign-in link`,
    paragraphs: [
      "Here is your sign-in link. It works once, for 15 minutes.",
      "If you did not ask for it, ignore this mail.",
    ],
    action: { label: "Sign in", url },
  });

export const passwordChangedMail = (to: Recipient, siteName: string) =>
  composeMail(to, {
    subject: `Your ${siteName} password was changed`,
    paragraphs: [
      "The password of your account was just changed, and every device signed in to it was signed out.",
      "If this was not you, reset your password right away from the sign-in page.",
    ],
  });

export const confirmEmailMail = (to: Recipient, url: string, siteName: string) =>
  composeMail(to, {
    subject: `Confirm your email address for ${siteName}`,
    paragraphs: [
      `Someone (hopefully you) created a ${siteName} account with this address. Open the link to confirm it and sign in.`,
      linkValidity(60, ": no account is made without it."),
    ],
    action: { label: "Confirm and sign in", url },
  });

/** To the owner of an address someone tried to register again: nothing changed. */
export const alreadyRegisteredMail = (to: Recipient, signInUrl: string, siteName: string) =>
  composeMail(to, {
    subject: `Your address already has a ${siteName} account`,
    paragraphs: [
      "Someone (maybe you) tried to create an account with this address, which already has one. Nothing was changed.",
      "If it was you: sign in or reset your password from the sign-in page. If not, you can ignore this mail.",
    ],
    action: { label: "Sign in", url: signInUrl },
  });

/** To the old address, when a change of email is asked for. */
export const emailChangeRequestedMail = (to: Recipient, newEmail: string, siteName: string) =>
  composeMail(to, {
    subject: `An email change was requested for your ${siteName} account`,
    paragraphs: [
      `Someone signed in to your account asked to change its email address to ${newEmail}. It changes only once the link sent to that address is opened.`,
      "If this was not you, change your password right away: that cancels the change and signs out every other device.",
    ],
  });

/** To the new address: the link that makes the change. */
export const confirmEmailChangeMail = (to: Recipient, url: string, siteName: string) =>
  composeMail(to, {
    subject: `Confirm your new email address for ${siteName}`,
    paragraphs: [
      `Open the link to make this the email address of your ${siteName} account.`,
      linkValidity(60, ": nothing changes."),
    ],
    action: { label: "Confirm new email address", url },
  });

/** To the old address, once the change is made. */
export const emailChangedMail = (to: Recipient, newEmail: string, siteName: string) =>
  composeMail(to, {
    subject: `Your ${siteName} email address was changed`,
    paragraphs: [
      `The email address of your account is now ${newEmail}; this address no longer signs in. Other devices were signed out.`,
      "If this was not you, contact the festival team right away.",
    ],
  });

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
  composeMail(to, {
    subject: `New in your ${digest.siteName} inbox`,
    paragraphs: [
      `${digest.unread} ${digest.unread === 1 ? "entry is" : "entries are"} unread in your inbox. New since the last digest:`,
      ...digest.titles.map((title) => `• ${title}`),
      "This digest comes at most once a day, because you switched it on in your inbox.",
    ],
    action: { label: "Open your inbox", url: digest.inboxUrl },
    footer: { label: "Stop these mails", url: digest.unsubscribeUrl },
  });
