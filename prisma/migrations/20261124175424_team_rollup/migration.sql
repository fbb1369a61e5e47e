-- CreateTable
CREATE TABLE "TeamRollup" (
    "teamId" TEXT NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "reachedAt" TIMESTAMP(3),

    CONSTRAINT "TeamRollup_pkey" PRIMARY KEY ("teamId")
);

-- AddForeignKey
ALTER TABLE "TeamRollup" ADD CONSTRAINT "TeamRollup_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A team's points are its members' ledger rows inside their membership periods (README "Teams"):
-- each ledger INSERT adds its rows to the team the row's user was in at the row's createdAt. The
-- trigger fires after "PointEntry_rollups" (names in order), so the team row is the last a ledger
-- insert locks; a team row is shared by at most its few members.
CREATE FUNCTION "rollup_team_points"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "TeamRollup" AS r ("teamId", "points", "reachedAt")
  SELECT m."teamId", SUM(a."amount")::int, MAX(a."createdAt") FILTER (WHERE a."amount" <> 0)
  FROM added a
  JOIN "TeamMembership" m ON m."userId" = a."userId" AND a."createdAt" >= m."joinedAt"
    AND (m."leftAt" IS NULL OR a."createdAt" < m."leftAt")
  GROUP BY m."teamId" ORDER BY m."teamId"
  ON CONFLICT ("teamId") DO UPDATE SET
    "points" = r."points" + EXCLUDED."points",
    "reachedAt" = GREATEST(r."reachedAt", EXCLUDED."reachedAt");
  RETURN NULL;
END
$$;

CREATE TRIGGER "PointEntry_team_rollup" AFTER INSERT ON "PointEntry"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_team_points"();

-- A deleted account's memberships go with it (cascade), and so do its points from its teams: the
-- teams it was ever in are recounted without it, before its rows are removed or made anonymous.
CREATE FUNCTION "rollup_team_points_without_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "TeamRollup" AS r SET ("points", "reachedAt") = (
    SELECT COALESCE(SUM(p."amount"), 0)::int, MAX(p."createdAt") FILTER (WHERE p."amount" <> 0)
    FROM "TeamMembership" m
    JOIN "PointEntry" p ON p."userId" = m."userId" AND p."createdAt" >= m."joinedAt"
      AND (m."leftAt" IS NULL OR p."createdAt" < m."leftAt")
    WHERE m."teamId" = r."teamId" AND m."userId" <> OLD."id")
  WHERE r."teamId" IN (SELECT "teamId" FROM "TeamMembership" WHERE "userId" = OLD."id");
  RETURN OLD;
END
$$;

CREATE TRIGGER "User_team_rollup" BEFORE DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION "rollup_team_points_without_user"();

-- The teams that exist now.
INSERT INTO "TeamRollup" ("teamId", "points", "reachedAt")
SELECT m."teamId", SUM(p."amount")::int, MAX(p."createdAt") FILTER (WHERE p."amount" <> 0)
FROM "TeamMembership" m
JOIN "PointEntry" p ON p."userId" = m."userId" AND p."createdAt" >= m."joinedAt"
  AND (m."leftAt" IS NULL OR p."createdAt" < m."leftAt")
GROUP BY m."teamId";
