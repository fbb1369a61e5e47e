import type { MailMessage } from "./mail";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(greeting: string, paragraphs: string[], action?: { label: string; url: string }) {
  const text = [
    greeting,
    "",
    ...paragraphs,
    ...(action ? ["", `${action.label}: ${action.url}`] : []),
  ].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : "",
  ].join("\n");
  return { text, html };
}

export function passwordResetMail(
  to: { email: string; name: string },
  url: string,
  siteName: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Reset your ${siteName} password`,
    ...layout(
      `Hello ${to.name},`,
      [
        "Someone (hopefully you) asked to reset the password of your account.",
        "The link works once, for 60 minutes. If you did not ask for it, ignore this mail: your password stays as it is.",
      ],
      { label: "Choose a new password", url },
    ),
  };
}

export function signInLinkMail(
  to: { email: string; name: string },
  url: string,
  siteName: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Your ${siteName} sign-in link`,
    ...layout(
      `Hello ${to.name},`,
      [
        "Here is your sign-in link. It works once, for 15 minutes.",
        "If you did not ask for it, ignore this mail.",
      ],
      { label: "Sign in", url },
    ),
  };
}

export function passwordChangedMail(
  to: { email: string; name: string },
  siteName: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Your ${siteName} password was changed`,
    ...layout(`Hello ${to.name},`, [
      "The password of your account was just changed, and every device signed in to it was signed out.",
      "If this was not you, reset your password right away from the sign-in page.",
    ]),
  };
}

export function confirmEmailMail(
  to: { email: string; name: string },
  url: string,
  siteName: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Confirm your email address for ${siteName}`,
    ...layout(
      `Hello ${to.name},`,
      [
        `Someone (hopefully you) created a ${siteName} account with this address. Open the link to confirm it and sign in.`,
        "The link works once, for 60 minutes. If you did not ask for it, ignore this mail: no account is made without it.",
      ],
      { label: "Confirm and sign in", url },
    ),
  };
}

/** To the owner of an address someone tried to register again: nothing changed. */
export function alreadyRegisteredMail(
  to: { email: string; name: string },
  signInUrl: string,
  siteName: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Your address already has a ${siteName} account`,
    ...layout(
      `Hello ${to.name},`,
      [
        "Someone (maybe you) tried to create an account with this address, which already has one. Nothing was changed.",
        "If it was you: sign in or reset your password from the sign-in page. If not, you can ignore this mail.",
      ],
      { label: "Sign in", url: signInUrl },
    ),
  };
}

/** To the old address, when a change of email is asked for. */
export function emailChangeRequestedMail(
  to: { email: string; name: string },
  newEmail: string,
  siteName: string,
): MailMessage {
  return {
    to: to.email,
    subject: `An email change was requested for your ${siteName} account`,
    ...layout(`Hello ${to.name},`, [
      `Someone signed in to your account asked to change its email address to ${newEmail}. It changes only once the link sent to that address is opened.`,
      "If this was not you, change your password right away: that cancels the change and signs out every other device.",
    ]),
  };
}

/** To the new address: the link that makes the change. */
export function confirmEmailChangeMail(
  to: { email: string; name: string },
  url: string,
  siteName: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Confirm your new email address for ${siteName}`,
    ...layout(
      `Hello ${to.name},`,
      [
        `Open the link to make this the email address of your ${siteName} account.`,
        "The link works once, for 60 minutes. If you did not ask for it, ignore this mail: nothing changes.",
      ],
      { label: "Confirm new email address", url },
    ),
  };
}

/** To the old address, once the change is made. */
export function emailChangedMail(
  to: { email: string; name: string },
  newEmail: string,
  siteName: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Your ${siteName} email address was changed`,
    ...layout(`Hello ${to.name},`, [
      `The email address of your account is now ${newEmail}; this address no longer signs in. Other devices were signed out.`,
      "If this was not you, contact the festival team right away.",
    ]),
  };
}
