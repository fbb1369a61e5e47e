import { asActor, withRequest } from "~/server/api/calls";
import { createTRPCRouter, participantProcedure, publicProcedure } from "~/server/api/trpc";
import {
  changePassword,
  confirmEmailChange,
  deleteAccount,
  exportAccountData,
  myAccount,
  requestEmailChange,
  setLocale,
  updateProfile,
} from "~/server/services/account";
import {
  changeEmailInput,
  changePasswordInput,
  deleteAccountInput,
  setLocaleInput,
  tokenInput,
  updateProfileInput,
} from "~/shared/account";

/** My account: data, profile, email, password, export and deletion. */
export const accountRouter = createTRPCRouter({
  /** Me as stored now, with my points, rank and achievements. */
  me: participantProcedure.query(({ ctx }) => myAccount(ctx.db, ctx.session, ctx.locale)),

  /** Name and the public switch. The email changes only through `requestEmailChange`. */
  updateProfile: participantProcedure.input(updateProfileInput).mutation(asActor(updateProfile)),

  /** The language switch of the header and footer: my language, stored (README "Languages"). */
  setLocale: participantProcedure.input(setLocaleInput).mutation(asActor(setLocale)),

  /** The current password, then a link to the new address (and a notice to the old one). */
  requestEmailChange: participantProcedure
    .input(changeEmailInput)
    .mutation(({ ctx, input }) => requestEmailChange(ctx.db, ctx.session.user.id, input, ctx)),

  /** The link from the new mailbox: makes the change if the address is still free. */
  confirmEmailChange: publicProcedure.input(tokenInput).mutation(withRequest(confirmEmailChange)),

  /** Changes the password and signs out every other device; this one stays signed in. */
  changePassword: participantProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx.db, ctx.session, input, ctx)),

  /** Everything stored about me, as JSON to download (DESIGN §6.7). */
  exportData: participantProcedure.query(({ ctx }) => exportAccountData(ctx.db, ctx.session)),

  /** Deletes my account (the last admin cannot leave). */
  deleteAccount: participantProcedure
    .input(deleteAccountInput)
    .mutation(({ ctx, input }) => deleteAccount(ctx.db, ctx.session.user.id, input, ctx)),
});
