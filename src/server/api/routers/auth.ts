import { withRequest } from "~/server/api/calls";
import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";
import {
  consumeSignInLink,
  register,
  requestPasswordReset,
  requestSignInLink,
  resetPassword,
  signIn,
  signOut,
} from "~/server/services/auth";
import {
  emailInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  tokenInput,
} from "~/shared/account";

/** Registering, signing in and out, and the mailed links (sign-in, password reset). */
export const authRouter = createTRPCRouter({
  /** Always the same answer and no session: whether the address was new shows in its mailbox. */
  register: publicProcedure.input(registerInput).mutation(withRequest(register)),

  login: publicProcedure.input(loginInput).mutation(withRequest(signIn)),

  logout: publicProcedure.mutation(({ ctx }) => signOut(ctx.db, ctx)),

  requestSignInLink: publicProcedure.input(emailInput).mutation(withRequest(requestSignInLink)),

  /** A sign-in link, or the confirmation link of a registration: both prove the mailbox. */
  consumeSignInLink: publicProcedure.input(tokenInput).mutation(withRequest(consumeSignInLink)),

  requestPasswordReset: publicProcedure
    .input(emailInput)
    .mutation(withRequest(requestPasswordReset)),

  /** Sets a new password, ends every session of the user and mails a notice; no sign-in. */
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(withRequest(resetPassword)),
});
