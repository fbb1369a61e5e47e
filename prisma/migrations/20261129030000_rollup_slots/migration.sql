-- The shared rollup rows' slot was the writing connection's backend pid modulo 8. Two live
-- connections whose pids meet modulo 8 share a slot, and every award of one waits on the other's
-- area row until it commits: with a pool of 10 connections about four share, and the bench's
-- station scans (one area) ran at 77-189 req/s depending on the pids of the run (auto_explain:
-- the scan's statement waited 66-174 ms on the row lock of "AreaRollup", its own work was 2 ms).
-- Now each connection takes the smallest slot no other live connection holds, once, by a
-- session-level advisory lock (released when the connection closes), and keeps it in a session
-- setting: live connections never share a slot, and slots stay few (0 … connections - 1), so the
-- readers still sum a handful of rows. Past 64 live connections a slot is shared again (pid % 64).
-- A setting made in a transaction that rolls back is undone; the next call finds the slot's lock
-- already its own (advisory locks stack) and takes it again.
CREATE FUNCTION "rollup_slot"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  held text := current_setting('festival.rollup_slot', true);
BEGIN
  IF held IS NOT NULL AND held <> '' THEN
    RETURN held::integer;
  END IF;
  FOR candidate IN 0..63 LOOP
    -- Two-key advisory locks never meet the one-key locks of migrations and bingo cards.
    IF pg_try_advisory_lock(20261129, candidate) THEN
      PERFORM set_config('festival.rollup_slot', candidate::text, false);
      RETURN candidate;
    END IF;
  END LOOP;
  RETURN pg_backend_pid() % 64;
END
$$;

-- The rollup functions of 20261124150000_rollups and 20261129020000_total_rollup, unchanged but
-- for their slot (the totals' taken once per call).
CREATE OR REPLACE FUNCTION "rollup_point_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  writer integer := "rollup_slot"();
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

CREATE OR REPLACE FUNCTION "rollup_participations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  writer integer := "rollup_slot"();
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

CREATE OR REPLACE FUNCTION "rollup_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "FestivalRollup" AS r ("slot", "users")
  SELECT "rollup_slot"(), (CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END) * COUNT(*)::int
  FROM changed HAVING COUNT(*) > 0
  ON CONFLICT ("slot") DO UPDATE SET "users" = r."users" + EXCLUDED."users";
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION "rollup_user_achievements"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "FestivalRollup" AS r ("slot", "achievements")
  SELECT "rollup_slot"(), (CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END) * COUNT(*)::int
  FROM changed HAVING COUNT(*) > 0
  ON CONFLICT ("slot") DO UPDATE SET "achievements" = r."achievements" + EXCLUDED."achievements";
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION "rollup_user_totals"(removed integer[], added integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  writer integer := "rollup_slot"();
BEGIN
  INSERT INTO "TotalRollup" AS r ("total", "slot", "users")
  SELECT c.total, writer, SUM(c.change)::int
  FROM (SELECT unnest(removed) AS total, -1 AS change
        UNION ALL SELECT unnest(added), 1) c
  WHERE c.total > 0
  GROUP BY c.total HAVING SUM(c.change) <> 0 ORDER BY c.total
  ON CONFLICT ("total", "slot") DO UPDATE SET "users" = r."users" + EXCLUDED."users";
END
$$;
