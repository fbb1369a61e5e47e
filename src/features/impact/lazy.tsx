import { adminScreen } from "~/components/admin/lazy";

/** The admin's figures, in the browser only: their window is "the last N hours" from now. */
export const AdminImpactDashboard = adminScreen(() =>
  import("./AdminImpactDashboard").then((module) => module.AdminImpactDashboard),
);
