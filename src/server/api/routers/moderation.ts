import { createTRPCRouter } from "~/server/api/trpc";
import { careModerationRouter } from "./moderation/care";
import { personDeskRouter } from "./moderation/person";
import { submissionModerationRouter } from "./moderation/submission";

/** Moderators' work: the care and submission queues and the help desk. */
export const moderationRouter = createTRPCRouter({
  care: careModerationRouter,
  submission: submissionModerationRouter,
  person: personDeskRouter,
});
