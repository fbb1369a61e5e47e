import { describe, expect, it } from "vitest";
import { withMigrationUnderTest } from "~/test/migrations";
import { applyMigrations } from "./migrations";

/**
 * The migration that gave audit actions one style (`<model>.<verb>`, camelCase) renames the rows
 * written before it, so the audit log reads and filters the same for old and new entries.
 */
const RENAME = "20261124120000_audit_action_names";

const { runner, migrations, before } = withMigrationUnderTest(RENAME);

describe("the audit action names migration", () => {
  it("renames the older actions and the station's target type, and leaves the rest", async () => {
    await applyMigrations(runner, before);
    await runner.exec(`
      INSERT INTO "User" (id, email, name, "updatedAt") VALUES ('a1', 'ada@festival.test', 'Ada', now());
      INSERT INTO "AuditLog" (id, "actorId", action, "targetType", "targetId") VALUES
        ('l1', 'a1', 'qrCode.regenerate', 'QrCode', 's1'),
        ('l2', 'a1', 'collection.record-override', 'BottleCollection', 'c1'),
        ('l3', 'a1', 'user.sign-in-link', 'User', 'u1'),
        ('l4', 'a1', 'certificate.revoke', 'Certificate', 'x1');
    `);

    await applyMigrations(runner, migrations);

    expect(
      await runner.query(`SELECT id, action, "targetType" FROM "AuditLog" ORDER BY id`),
    ).toEqual([
      { id: "l1", action: "station.regenerate", targetType: "Station" },
      { id: "l2", action: "bottleCollection.recordOverride", targetType: "BottleCollection" },
      { id: "l3", action: "user.sendSignInLink", targetType: "User" },
      { id: "l4", action: "certificate.revoke", targetType: "Certificate" },
    ]);
  });
});
