import type { PrismaClient } from "~/generated/prisma/client";
import type { StationCodeMode } from "~/generated/prisma/enums";
import { createTtlCache } from "~/server/infra/ttl-cache";
import { loadRulesCatalogue, type RulesCatalogue } from "./progress";

/**
 * The near-static rows a station scan reads (every challenge, the achievement definitions, the
 * area facts and the stations by token), kept in the process so that a scan does not read them
 * again: a festival has tens of challenges and stations, and admins change them rarely.
 *
 * Texts are kept with their translations (every language at once): a scan names its station and
 * achievements in the asker's language after reading them here (`inLanguage`, content.ts).
 *
 * Freshness: the services that change these rows (challenges, stations, achievement texts) call
 * `forgetCatalogue` after their transaction, so this instance sees the change at once. Another
 * instance (scale-out) sees it within CATALOGUE_TTL_MS, plus one reload while the stale copy is
 * served (ttl-cache's stale-while-revalidate). A token or challenge missing from the copy is
 * read from the database, so a new station or challenge works at once on every instance.
 */
export const CATALOGUE_TTL_MS = 5_000;

export type CatalogueStation = {
  id: string;
  label: string;
  description: string;
  /** The label and description in other languages: a scan names the station in the asker's. */
  translations: unknown;
  points: number;
  active: boolean;
  codeMode: StationCodeMode;
};

export type Catalogue = RulesCatalogue & {
  stationsByToken: ReadonlyMap<string, CatalogueStation>;
  /** The same stations by id, with their token: a screen code names its station by id. */
  stationsById: ReadonlyMap<string, CatalogueStation & { token: string }>;
};

const cache = createTtlCache<PrismaClient, Catalogue>(CATALOGUE_TTL_MS);

async function loadCatalogue(db: PrismaClient): Promise<Catalogue> {
  const [rules, stations] = await Promise.all([
    loadRulesCatalogue(db),
    db.station.findMany({
      select: {
        id: true,
        label: true,
        description: true,
        translations: true,
        points: true,
        active: true,
        codeMode: true,
        token: true,
      },
    }),
  ]);
  return {
    ...rules,
    stationsByToken: new Map(stations.map(({ token, ...station }) => [token, station])),
    stationsById: new Map(stations.map((station) => [station.id, station])),
  };
}

/** The catalogue of `db`, from the cache while fresh. */
export function catalogueOf(db: PrismaClient): Promise<Catalogue> {
  return cache.get(db, () => loadCatalogue(db));
}

/** Drops the cached catalogue: call after changing a challenge, a station or an achievement. */
export function forgetCatalogue(): void {
  cache.clear();
}

/** Awaits an admin's change of the catalogue's rows, then drops the cache (failed or not). */
export async function thenForgetCatalogue<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } finally {
    forgetCatalogue();
  }
}
