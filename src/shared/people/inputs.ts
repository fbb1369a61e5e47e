/** The person page's input: a user id as the route takes it (a cuid; anything longer is not ours). */
import { z } from "../zod";

export const personInput = z.object({ userId: z.string().trim().min(1).max(64) });
