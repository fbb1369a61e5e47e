import type { Role } from "~/generated/prisma/enums";

/** Who may call a procedure: anyone, or a signed-in user with at least this role. */
export type ProcedurePolicy = "public" | Role;

/**
 * The declared access policy of every tRPC procedure, by path. The authorization matrix test
 * (authorization.test.ts) calls each procedure as a visitor, a participant, a moderator and an
 * admin and checks the behaviour against this table; a procedure missing here, or listed here but
 * gone from the router, fails that test. Add a row with every new procedure.
 */
export const PROCEDURE_POLICY: Readonly<Record<string, ProcedurePolicy>> = {
  "system.buildId": "public",
  "system.sentryExample": "public",
  "system.health": "public",

  "auth.register": "public",
  "auth.login": "public",
  "auth.logout": "public",
  "auth.requestSignInLink": "public",
  "auth.consumeSignInLink": "public",
  "auth.requestPasswordReset": "public",
  "auth.resetPassword": "public",

  "account.me": "PARTICIPANT",
  "account.updateProfile": "PARTICIPANT",
  "account.requestEmailChange": "PARTICIPANT",
  "account.confirmEmailChange": "public",
  "account.changePassword": "PARTICIPANT",
  "account.exportData": "PARTICIPANT",
  "account.deleteAccount": "PARTICIPANT",

  "faq.list": "public",

  "challenge.list": "public",
  "challenge.bySlug": "public",
  "challenge.mine": "PARTICIPANT",
  "challenge.join": "PARTICIPANT",

  "achievement.list": "public",
  "dashboard.global": "public",
  "people.person": "public",

  "admin.overview": "ADMIN",
  "admin.challenges.list": "ADMIN",
  "admin.challenges.create": "ADMIN",
  "admin.challenges.update": "ADMIN",
  "admin.challenges.setPublished": "ADMIN",
  "admin.users.list": "ADMIN",
  "admin.users.setRole": "ADMIN",
  "admin.faq.list": "ADMIN",
  "admin.faq.create": "ADMIN",
  "admin.faq.update": "ADMIN",
  "admin.faq.delete": "ADMIN",
  "admin.achievements.list": "ADMIN",
  "admin.achievements.update": "ADMIN",
  "admin.audit.list": "ADMIN",

  "bingo.getCard": "public",
  "bingo.getUserCard": "public",
  "bingo.toggleCell": "PARTICIPANT",
  "bingo.admin.cards": "ADMIN",
  "bingo.admin.update": "ADMIN",

  "sustainability.station.board": "public",
  "sustainability.station.progress": "public",
  "sustainability.station.scan": "PARTICIPANT",
  "sustainability.station.admin.list": "ADMIN",
  "sustainability.station.admin.create": "ADMIN",
  "sustainability.station.admin.update": "ADMIN",
  "sustainability.station.admin.setActive": "ADMIN",
  "sustainability.station.admin.regenerate": "ADMIN",
  "sustainability.station.admin.sheet": "ADMIN",

  "care.create": "PARTICIPANT",
  "care.feed": "public",
  "care.myPosts": "PARTICIPANT",
  "care.report": "PARTICIPANT",
  "care.wallViewerState": "PARTICIPANT",
  "moderation.care.queue": "MODERATOR",
  "moderation.care.decide": "MODERATOR",

  "submission.create": "PARTICIPANT",
  "submission.mine": "PARTICIPANT",
  "submission.gallery": "public",
  "moderation.submission.queue": "MODERATOR",
  "moderation.submission.challenges": "MODERATOR",
  "moderation.submission.decide": "MODERATOR",
  "moderation.person.search": "MODERATOR",
  "moderation.person.overview": "MODERATOR",
  "moderation.person.sendSignInLink": "MODERATOR",

  "sustainability.refill.mine": "PARTICIPANT",
  "sustainability.refill.joinMine": "PARTICIPANT",
  "sustainability.refill.waterPoints": "MODERATOR",
  "sustainability.refill.lookupCode": "MODERATOR",
  "sustainability.refill.searchPeople": "MODERATOR",
  "sustainability.refill.registerBottle": "MODERATOR",
  "sustainability.refill.record": "MODERATOR",
  "sustainability.refill.remove": "ADMIN",
  "sustainability.refill.collections": "ADMIN",
  "sustainability.refill.collectionsCsv": "ADMIN",
  "sustainability.refill.bottleUsers": "ADMIN",
  "sustainability.refill.allWaterPoints": "ADMIN",
  "sustainability.refill.createWaterPoint": "ADMIN",
  "sustainability.refill.updateWaterPoint": "ADMIN",
  "sustainability.certificate.mine": "PARTICIPANT",
  "sustainability.certificate.download": "PARTICIPANT",
  "sustainability.certificate.ofUser": "public",
  "sustainability.certificate.verify": "public",
  "sustainability.certificate.list": "ADMIN",
  "sustainability.certificate.eligibleIds": "ADMIN",
  "sustainability.certificate.issue": "ADMIN",
  "sustainability.certificate.revoke": "ADMIN",
  "sustainability.certificate.csv": "ADMIN",
  "sustainability.impact.public": "public",
  "sustainability.impact.admin": "ADMIN",
  "sustainability.impact.person": "ADMIN",
  "sustainability.impact.csv": "ADMIN",
};
