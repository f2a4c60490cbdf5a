// Apps made in the same millisecond (an import, a double submit on two tabs) keep one order on
// every page and database: oldest first, then by id. Without the tie-breaker the database may
// return them in any order, so the dashboard's pages could show one app twice and skip another.
import { expect, test } from "vitest";

import { listApiApps, listApps, loadDashboard } from "~/models/app.server";
import { db } from "~/services/db.server";

import { createSignedInUser } from "./helpers";

test("apps with the same creation time come in id order everywhere", async () => {
  const { user } = await createSignedInUser();
  const createdAt = new Date("2026-01-01T00:00:00.000Z");
  // Inserted in the reverse of id order, so insertion order alone would give the wrong answer.
  for (const id of ["tie-zz", "tie-mm", "tie-aa"].map((s) => `${s}-${user.id}`)) {
    await db.app.create({
      data: { id, tenantId: user.tenantId, name: id, wizardAnswers: {}, createdAt },
    });
  }
  const expected = ["tie-aa", "tie-mm", "tie-zz"].map((s) => `${s}-${user.id}`);
  expect((await loadDashboard(user.tenantId)).apps.map((app) => app.id)).toEqual(expected);
  expect((await listApps(user.tenantId)).map((app) => app.id)).toEqual(expected);
  expect((await listApiApps(user.tenantId)).map((app) => app.id)).toEqual(expected);
});
