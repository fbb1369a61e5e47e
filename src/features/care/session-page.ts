import type { GetServerSideProps } from "next";
import type { SessionPayload } from "~/lib/session-types";
import { createSsrContext } from "~/server/api/ssr";
import { toSessionPayload } from "~/server/auth/session";

/**
 * getServerSideProps of the care forms: open to everyone (a visitor sees what the form is and a
 * prompt to sign in), with the session so the first HTML already shows the right one.
 */
export const sessionPage: GetServerSideProps<{ session: SessionPayload | null }> = async ({
  req,
  res,
}) => {
  const { context } = await createSsrContext(req, res);
  return { props: { session: context.session ? toSessionPayload(context.session) : null } };
};
