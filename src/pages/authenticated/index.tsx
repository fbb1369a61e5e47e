import { afterSignIn } from "~/server/auth/guard";

/** Never rendered: the server sends the user on (see `afterSignIn`). */
export default function AuthenticatedPage() {
  return null;
}

export const getServerSideProps = afterSignIn;
