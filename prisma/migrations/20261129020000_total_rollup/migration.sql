-- CreateTable
CREATE TABLE "TotalRollup" (
    "total" INTEGER NOT NULL,
    "slot" INTEGER NOT NULL,
    "users" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "TotalRollup_pkey" PRIMARY KEY ("total","slot")
);

-- How many users hold each positive total: kept by statement triggers on "UserRollup" (which the
-- ledger's own trigger writes), so a person's rank sums the users above their total over a few
-- hundred rows instead of counting every ranked user's index entry. A user whose total changes
-- from a to b adds -1 at a and +1 at b, to the writing connection's slot (backend pid modulo 8,
-- like the festival's shared rows): a slot may hold a negative count, the sum over the slots is
-- exact. The rows are written in the order of their total, after the award has locked its area
-- row (see rollup_point_entries), so two writers on one slot never wait for each other in a circle.
CREATE FUNCTION "rollup_user_totals"(removed integer[], added integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "TotalRollup" AS r ("total", "slot", "users")
  SELECT c.total, pg_backend_pid() % 8, SUM(c.change)::int
  FROM (SELECT unnest(removed) AS total, -1 AS change
        UNION ALL SELECT unnest(added), 1) c
  WHERE c.total > 0
  GROUP BY c.total HAVING SUM(c.change) <> 0 ORDER BY c.total
  ON CONFLICT ("total", "slot") DO UPDATE SET "users" = r."users" + EXCLUDED."users";
END
$$;

CREATE FUNCTION "user_totals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "rollup_user_totals"('{}', ARRAY(SELECT total FROM inserted));
  RETURN NULL;
END
$$;

CREATE FUNCTION "user_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "rollup_user_totals"(ARRAY(SELECT total FROM before_rows),
                               ARRAY(SELECT total FROM after_rows));
  RETURN NULL;
END
$$;

CREATE FUNCTION "user_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "rollup_user_totals"(ARRAY(SELECT total FROM deleted), '{}');
  RETURN NULL;
END
$$;

CREATE TRIGGER "UserRollup_totals_insert" AFTER INSERT ON "UserRollup"
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "user_totals_inserted"();
CREATE TRIGGER "UserRollup_totals_update" AFTER UPDATE ON "UserRollup"
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_totals_updated"();
CREATE TRIGGER "UserRollup_totals_delete" AFTER DELETE ON "UserRollup"
  REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION "user_totals_deleted"();

-- Backfill: the totals as the rollup holds them.
INSERT INTO "TotalRollup" ("total", "slot", "users")
SELECT "total", 0, COUNT(*)::int FROM "UserRollup" WHERE "total" > 0 GROUP BY "total";
