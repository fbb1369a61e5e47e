import { rowId } from "../inputs";
import { z } from "../zod";

/** Every input of the inbox procedures, bounded. */

/** Marks one of my entries read. */
export const markReadInput = z.object({ id: rowId });
