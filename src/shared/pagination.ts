import { z } from "~/shared/zod";

/**
 * Keyset pagination ("the rows after this one"): a list in (time, id) order carries, as its next
 * cursor, the time and id of the last row it sent. Unlike an offset, a page stays right while
 * rows are added in front of it (the wall, the gallery).
 */
export type Keyset = { at: Date; id: string };

export const keysetCursorSchema = z.object({ at: z.date(), id: z.string().min(1).max(128) });

/** Page and page size of a table (the moderation queues): what mantine-datatable pages by. */
export const pageFields = {
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(50),
};
