// The teams migration on data that existed before it: every existing user becomes the owner of
// their company, on each provider's own migration SQL.

import { expect, test } from "vitest";

import { PROVIDERS, withDatabaseBefore } from "../setup/migration-db";

const MIGRATION = "20261123030000_teams_and_sharing";

for (const provider of PROVIDERS) {
  test.runIf(provider.available)(`${provider.name}: existing users become owners`, () =>
    withDatabaseBefore(provider, MIGRATION, "team-migration", async (db) => {
      await db.exec(
        `INSERT INTO "Tenant" ("id", "companyName", "updatedAt") VALUES ('t1', 'Old Co', ${provider.now})`,
      );
      await db.exec(
        `INSERT INTO "User" ("id", "tenantId", "email", "passwordHash", "updatedAt")
         VALUES ('u1', 't1', 'a@example.com', 'x', ${provider.now}),
                ('u2', 't1', 'b@example.com', 'x', ${provider.now})`,
      );
      await db.migrate([MIGRATION]);
      const rows = await db.rows<{ teamRole: string; calendarToken: string | null }>(
        `SELECT "teamRole", "calendarToken" FROM "User"`,
      );
      expect(rows).toEqual([
        { teamRole: "owner", calendarToken: null },
        { teamRole: "owner", calendarToken: null },
      ]);
    }),
  );
}
