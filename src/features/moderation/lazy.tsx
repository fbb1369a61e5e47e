import { queueScreen } from "~/components/admin/lazy";

/** The moderation screens, in the browser only (see `adminScreen`). */
export const CareModeration = queueScreen(() =>
  import("~/features/care/CareModeration").then((module) => module.CareModeration),
);

export const SubmissionModeration = queueScreen(() =>
  import("~/features/submissions/SubmissionModeration").then(
    (module) => module.SubmissionModeration,
  ),
);
