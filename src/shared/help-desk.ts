import { z } from "./zod";

/** The help desk's inputs (/participation/person, DESIGN.md §5). */

export const personSearchInput = z.object({
  query: z
    .string()
    .trim()
    .min(2, "Type at least 2 letters of a name or email.")
    .max(100, "At most 100 characters."),
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});

export const personInput = z.object({ userId: z.string().min(1).max(128) });
