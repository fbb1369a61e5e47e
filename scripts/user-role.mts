// Gives an account a role:  npm run user:role -- <email> <PARTICIPANT|MODERATOR|ADMIN>
// Runs on the database the environment names; with the embedded database, stop the app first.
import { parseRole } from "../src/shared/roles";
import { changeUserRole } from "../src/server/services/user-roles";
import { withDatabase } from "./lib/database.mts";

const [email, roleName] = process.argv.slice(2);
const role = roleName ? parseRole(roleName) : null;
if (!email || !role) {
  console.error("Usage: npm run user:role -- <email> <PARTICIPANT|MODERATOR|ADMIN>");
  process.exit(2);
}

await withDatabase(async (database) => {
  await database.migrate();
  const result = await changeUserRole(database.prisma, email, role);
  if (!result.ok) {
    console.error(result.message);
    process.exitCode = 1;
    return;
  }
  console.log(`${email}: ${result.previousRole} → ${result.role}`);
});
