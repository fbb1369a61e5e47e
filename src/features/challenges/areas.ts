import type { Area as AreaValue } from "~/generated/prisma/enums";
import { areaById, type Area } from "~/lib/navigation";
import { areaSlug } from "~/shared/challenges";

/** The navigation's view of an area (name, colour, anchor) for the schema's Area value. */
export function areaOf(area: AreaValue): Area {
  return areaById(areaSlug(area));
}
