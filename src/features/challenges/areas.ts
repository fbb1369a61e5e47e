import type { Area as AreaValue } from "~/generated/prisma/enums";
import { areaById, type Area, type AreaId } from "~/lib/navigation";
import { areaSlug } from "~/shared/challenges";

/** The navigation's view of an area (name, colour, anchor) for the schema's Area value. */
export function areaOf(area: AreaValue): Area {
  return areaById(areaSlug(area));
}

/** One line under each area's name on the home page. */
export const AREA_BLURBS: Record<AreaId, string> = {
  fitness: "Play the fitness bingo: easy, medium or hard.",
  arts: "Share a sketch, a poem or a photo with the festival.",
  sustainability: "Scan the stations, refill your bottle, earn a certificate.",
  care: "Thank someone or log an act of kindness for the big screen.",
};
