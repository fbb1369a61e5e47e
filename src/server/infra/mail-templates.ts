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
