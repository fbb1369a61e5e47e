import { adminScreen } from "~/components/admin/lazy";

/** The certificate desk, in the browser only. */
export const CertificateUsersAdmin = adminScreen(() =>
  import("./CertificateUsersAdmin").then((module) => module.CertificateUsersAdmin),
);
