-- CreateTable
CREATE TABLE "UserRollup" (
    "userId" TEXT NOT NULL,
    "total" INTEGER NOT NULL DEFAULT 0,
    "reachedAt" TIMESTAMP(3),

    CONSTRAINT "UserRollup_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "UserAreaRollup" (
    "userId" TEXT NOT NULL,
    "area" "Area" NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "reachedAt" TIMESTAMP(3),

    CONSTRAINT "UserAreaRollup_pkey" PRIMARY KEY ("userId","area")
);

-- CreateTable
CREATE TABLE "AreaRollup" (
    "area" "Area" NOT NULL,
    "slot" INTEGER NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "awards" INTEGER NOT NULL DEFAULT 0,
    "reversals" INTEGER NOT NULL DEFAULT 0,
    "firstAt" TIMESTAMP(3),
    "participants" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AreaRollup_pkey" PRIMARY KEY ("area","slot")
);

-- CreateTable
CREATE TABLE "FestivalRollup" (
    "slot" INTEGER NOT NULL,
    "users" INTEGER NOT NULL DEFAULT 0,
    "participants" INTEGER NOT NULL DEFAULT 0,
    "achievements" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "FestivalRollup_pkey" PRIMARY KEY ("slot")
);

-- CreateTable
CREATE TABLE "SourceRollup" (
    "sourceType" "PointSourceType" NOT NULL,
    "slot" INTEGER NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "quantity" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SourceRollup_pkey" PRIMARY KEY ("sourceType","slot")
);

-- CreateTable
CREATE TABLE "ActivityRollup" (
    "at" TIMESTAMP(3) NOT NULL,
    "area" "Area" NOT NULL,
    "slot" INTEGER NOT NULL,
    "awards" INTEGER NOT NULL DEFAULT 0,
    "reversals" INTEGER NOT NULL DEFAULT 0,
    "points" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ActivityRollup_pkey" PRIMARY KEY ("at","area","slot")
);

-- CreateIndex
CREATE INDEX "UserRollup_total_reachedAt_idx" ON "UserRollup"("total" DESC, "reachedAt");

-- CreateIndex
CREATE INDEX "UserAreaRollup_area_points_reachedAt_idx" ON "UserAreaRollup"("area", "points" DESC, "reachedAt");

-- AddForeignKey
ALTER TABLE "UserRollup" ADD CONSTRAINT "UserRollup_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserAreaRollup" ADD CONSTRAINT "UserAreaRollup_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The rollups are kept by the ledger's own INSERT: an AFTER … FOR EACH STATEMENT trigger adds the
-- statement's new rows (its transition table) to every rollup, in the same transaction, so a
-- rollup is always the sum of the committed ledger and an award sends no extra statement.
-- Shared rows (per area, per source type, per quarter hour) go to the writing connection's slot
-- (backend pid modulo 8): concurrent awards on other connections update other rows. Lock order:
-- the area row first, then the source type's, the quarter hour's and the user's. Every award
-- transaction touches one area, so two transactions on one slot queue at the area row and never
-- wait for each other in a circle.
CREATE FUNCTION "rollup_point_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  writer integer := pg_backend_pid() % 8;
BEGIN
  INSERT INTO "AreaRollup" AS r ("area", "slot", "points", "awards", "reversals", "firstAt")
  SELECT "area", writer, SUM("amount")::int, (COUNT(*) FILTER (WHERE "seq" % 2 = 0))::int,
         (COUNT(*) FILTER (WHERE "seq" % 2 = 1))::int, MIN("createdAt")
  FROM added GROUP BY "area" ORDER BY "area"
  ON CONFLICT ("area", "slot") DO UPDATE SET
    "points" = r."points" + EXCLUDED."points",
    "awards" = r."awards" + EXCLUDED."awards",
    "reversals" = r."reversals" + EXCLUDED."reversals",
    "firstAt" = LEAST(r."firstAt", EXCLUDED."firstAt");

  INSERT INTO "SourceRollup" AS r ("sourceType", "slot", "points", "quantity")
  SELECT "sourceType", writer, SUM("amount")::int, SUM("quantity")::int
  FROM added GROUP BY "sourceType" ORDER BY "sourceType"
  ON CONFLICT ("sourceType", "slot") DO UPDATE SET
    "points" = r."points" + EXCLUDED."points",
    "quantity" = r."quantity" + EXCLUDED."quantity";

  INSERT INTO "ActivityRollup" AS r ("at", "area", "slot", "awards", "reversals", "points")
  SELECT date_bin('15 minutes', "createdAt", TIMESTAMP '2000-01-01'), "area", writer,
         (COUNT(*) FILTER (WHERE "seq" % 2 = 0))::int, (COUNT(*) FILTER (WHERE "seq" % 2 = 1))::int,
         SUM("amount")::int
  FROM added GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("at", "area", "slot") DO UPDATE SET
    "awards" = r."awards" + EXCLUDED."awards",
    "reversals" = r."reversals" + EXCLUDED."reversals",
    "points" = r."points" + EXCLUDED."points";

  INSERT INTO "UserRollup" AS r ("userId", "total", "reachedAt")
  SELECT "userId", SUM("amount")::int, MAX("createdAt") FILTER (WHERE "amount" <> 0)
  FROM added WHERE "userId" IS NOT NULL GROUP BY "userId" ORDER BY "userId"
  ON CONFLICT ("userId") DO UPDATE SET
    "total" = r."total" + EXCLUDED."total",
    "reachedAt" = GREATEST(r."reachedAt", EXCLUDED."reachedAt");

  INSERT INTO "UserAreaRollup" AS r ("userId", "area", "points", "reachedAt")
  SELECT "userId", "area", SUM("amount")::int, MAX("createdAt") FILTER (WHERE "amount" <> 0)
  FROM added WHERE "userId" IS NOT NULL GROUP BY "userId", "area" ORDER BY "userId", "area"
  ON CONFLICT ("userId", "area") DO UPDATE SET
    "points" = r."points" + EXCLUDED."points",
    "reachedAt" = GREATEST(r."reachedAt", EXCLUDED."reachedAt");

  RETURN NULL;
END
$$;

CREATE TRIGGER "PointEntry_rollups" AFTER INSERT ON "PointEntry"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_point_entries"();

-- The ledger is append-only, so the rollups need no UPDATE or DELETE path: a row's counted
-- columns never change and no row is deleted. Only the foreign keys' ON DELETE SET NULL may
-- change it (a deleted account's rows stay, anonymous, in the festival's totals; its UserRollup
-- and UserAreaRollup rows go with the account; a deleted challenge's rows lose their challenge).
CREATE FUNCTION "point_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'The points ledger is append-only: take points back with a reversal row.';
  END IF;
  IF (NEW."userId" IS DISTINCT FROM OLD."userId" AND NEW."userId" IS NOT NULL)
     OR (NEW."challengeId" IS DISTINCT FROM OLD."challengeId" AND NEW."challengeId" IS NOT NULL)
     OR NEW."area" <> OLD."area" OR NEW."amount" <> OLD."amount"
     OR NEW."quantity" <> OLD."quantity" OR NEW."sourceType" <> OLD."sourceType"
     OR NEW."sourceId" <> OLD."sourceId" OR NEW."seq" <> OLD."seq"
     OR NEW."createdAt" <> OLD."createdAt" THEN
    RAISE EXCEPTION 'The points ledger is append-only: take points back with a reversal row.';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "PointEntry_append_only" BEFORE UPDATE OR DELETE ON "PointEntry"
  FOR EACH ROW EXECUTE FUNCTION "point_entries_append_only"();

-- Counts of rows that grow with the festival, kept the same way by statement triggers on their
-- tables (inserts add, deletes subtract; statements that change nothing write nothing). Someone
-- takes part in an area while they have a participation in one of its challenges: a statement's
-- rows count for the (user, area) pairs and users that have no other participation left (or yet).
-- Lock order as above: area rows (in area order) before the festival row.
CREATE FUNCTION "rollup_participations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  writer integer := pg_backend_pid() % 8;
  sign integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO "AreaRollup" AS r ("area", "slot", "participants")
  SELECT pairs."area", writer, sign * COUNT(*)::int
  FROM (
    SELECT DISTINCT changed."userId", c."area"
    FROM changed JOIN "Challenge" c ON c."id" = changed."challengeId"
    WHERE NOT EXISTS (
      SELECT 1 FROM "Participation" p JOIN "Challenge" pc ON pc."id" = p."challengeId"
      WHERE p."userId" = changed."userId" AND pc."area" = c."area"
        AND p."id" NOT IN (SELECT "id" FROM changed))
  ) AS pairs
  GROUP BY pairs."area" ORDER BY pairs."area"
  ON CONFLICT ("area", "slot") DO UPDATE SET
    "participants" = r."participants" + EXCLUDED."participants";

  INSERT INTO "FestivalRollup" AS r ("slot", "participants")
  SELECT writer, sign * COUNT(*)::int
  FROM (SELECT DISTINCT "userId" FROM changed) AS people
  WHERE NOT EXISTS (
    SELECT 1 FROM "Participation" p
    WHERE p."userId" = people."userId" AND p."id" NOT IN (SELECT "id" FROM changed))
  HAVING COUNT(*) > 0
  ON CONFLICT ("slot") DO UPDATE SET "participants" = r."participants" + EXCLUDED."participants";

  RETURN NULL;
END
$$;

CREATE TRIGGER "Participation_rollups_insert" AFTER INSERT ON "Participation"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_participations"();
CREATE TRIGGER "Participation_rollups_delete" AFTER DELETE ON "Participation"
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_participations"();

-- A deleted challenge takes its participations along after it is gone (their area is unknown
-- then), and a challenge moved to another area moves its people: both rare admin actions, after
-- which the areas' people are counted anew.
CREATE FUNCTION "recount_area_participants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "AreaRollup" SET "participants" = 0 WHERE "participants" <> 0;
  INSERT INTO "AreaRollup" AS r ("area", "slot", "participants")
  SELECT c."area", 0, COUNT(DISTINCT p."userId")::int
  FROM "Participation" p JOIN "Challenge" c ON c."id" = p."challengeId"
  GROUP BY c."area" ORDER BY c."area"
  ON CONFLICT ("area", "slot") DO UPDATE SET "participants" = EXCLUDED."participants";
  RETURN NULL;
END
$$;

CREATE TRIGGER "Challenge_area_moved" AFTER UPDATE OF "area" ON "Challenge"
  FOR EACH ROW WHEN (OLD."area" IS DISTINCT FROM NEW."area")
  EXECUTE FUNCTION "recount_area_participants"();
CREATE TRIGGER "Challenge_deleted" AFTER DELETE ON "Challenge"
  FOR EACH STATEMENT EXECUTE FUNCTION "recount_area_participants"();

-- Registered users and achievements earned: one count each.
CREATE FUNCTION "rollup_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "FestivalRollup" AS r ("slot", "users")
  SELECT pg_backend_pid() % 8, (CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END) * COUNT(*)::int
  FROM changed HAVING COUNT(*) > 0
  ON CONFLICT ("slot") DO UPDATE SET "users" = r."users" + EXCLUDED."users";
  RETURN NULL;
END
$$;

CREATE TRIGGER "User_rollups_insert" AFTER INSERT ON "User"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "rollup_users"();
CREATE TRIGGER "User_rollups_delete" AFTER DELETE ON "User"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "rollup_users"();

CREATE FUNCTION "rollup_user_achievements"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "FestivalRollup" AS r ("slot", "achievements")
  SELECT pg_backend_pid() % 8, (CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END) * COUNT(*)::int
  FROM changed HAVING COUNT(*) > 0
  ON CONFLICT ("slot") DO UPDATE SET "achievements" = r."achievements" + EXCLUDED."achievements";
  RETURN NULL;
END
$$;

CREATE TRIGGER "UserAchievement_rollups_insert" AFTER INSERT ON "UserAchievement"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_user_achievements"();
CREATE TRIGGER "UserAchievement_rollups_delete" AFTER DELETE ON "UserAchievement"
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_user_achievements"();

-- Backfill: the rollups of the ledger as it stands.
INSERT INTO "AreaRollup" ("area", "slot", "points", "awards", "reversals", "firstAt")
SELECT "area", 0, SUM("amount")::int, (COUNT(*) FILTER (WHERE "seq" % 2 = 0))::int,
       (COUNT(*) FILTER (WHERE "seq" % 2 = 1))::int, MIN("createdAt")
FROM "PointEntry" GROUP BY "area";

INSERT INTO "SourceRollup" ("sourceType", "slot", "points", "quantity")
SELECT "sourceType", 0, SUM("amount")::int, SUM("quantity")::int
FROM "PointEntry" GROUP BY "sourceType";

INSERT INTO "ActivityRollup" ("at", "area", "slot", "awards", "reversals", "points")
SELECT date_bin('15 minutes', "createdAt", TIMESTAMP '2000-01-01'), "area", 0,
       (COUNT(*) FILTER (WHERE "seq" % 2 = 0))::int, (COUNT(*) FILTER (WHERE "seq" % 2 = 1))::int,
       SUM("amount")::int
FROM "PointEntry" GROUP BY 1, 2;

INSERT INTO "UserRollup" ("userId", "total", "reachedAt")
SELECT "userId", SUM("amount")::int, MAX("createdAt") FILTER (WHERE "amount" <> 0)
FROM "PointEntry" WHERE "userId" IS NOT NULL GROUP BY "userId";

INSERT INTO "UserAreaRollup" ("userId", "area", "points", "reachedAt")
SELECT "userId", "area", SUM("amount")::int, MAX("createdAt") FILTER (WHERE "amount" <> 0)
FROM "PointEntry" WHERE "userId" IS NOT NULL GROUP BY "userId", "area";

INSERT INTO "AreaRollup" AS r ("area", "slot", "participants")
SELECT c."area", 0, COUNT(DISTINCT p."userId")::int
FROM "Participation" p JOIN "Challenge" c ON c."id" = p."challengeId"
GROUP BY c."area"
ON CONFLICT ("area", "slot") DO UPDATE SET "participants" = EXCLUDED."participants";

INSERT INTO "FestivalRollup" ("slot", "users", "participants", "achievements")
SELECT 0, (SELECT COUNT(*) FROM "User")::int,
       (SELECT COUNT(DISTINCT "userId") FROM "Participation")::int,
       (SELECT COUNT(*) FROM "UserAchievement")::int;
