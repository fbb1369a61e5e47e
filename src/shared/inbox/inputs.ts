import { rowId } from "../inputs";
import { UNSUBSCRIBE_TOKEN_PATTERN } from "./rules";
import { z } from "../zod";

/** Every input of the inbox procedures, bounded. */

/** Marks one of my entries read. */
export const markReadInput = z.object({ id: rowId });

/** Switches my daily e-mail digest on or off. */
export const digestInput = z.object({ enabled: z.boolean() });

/** The token of a digest mail's unsubscribe link: 43 characters of base64url. */
export const unsubscribeInput = z.object({
  token: z.string().regex(UNSUBSCRIBE_TOKEN_PATTERN, "This link is not valid."),
});
