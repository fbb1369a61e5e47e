import type { CareQueueInput } from "~/shared/care/inputs";
import type { SubmissionQueueInput } from "~/shared/submissions/inputs";

/**
 * The queues' first view, shared by the pages' server-side prefetch and the screens (the same
 * input is the same cache entry). Apart from the screens, which load in the browser only.
 */
export const FIRST_CARE_QUEUE = {
  status: "PENDING",
  kind: null,
  flagged: false,
  page: 1,
  pageSize: 50,
} as const satisfies CareQueueInput;

export const FIRST_SUBMISSION_QUEUE = {
  status: "PENDING",
  area: null,
  challengeId: null,
  page: 1,
  pageSize: 50,
} as const satisfies SubmissionQueueInput;
