// Used by scripts/bench.mjs: a tenant with N apps and module data, and a signed-in cookie.
import { STEP_NAMES } from "../app/lib/enums";
import { moduleProgress } from "../app/lib/wizard/progress";
import { registerTenantUser } from "../app/models/user.server";
import { db } from "../app/services/db.server";
import { commitSessionFor } from "../app/utils/session.server";

const count = Number(process.argv[2] ?? 200);

const user = await registerTenantUser({
  email: `bench-${Date.now()}@example.com`,
  password: "Bench-Password-1",
  companyName: "Bench Co",
});
for (let i = 0; i < count; i++) {
  const completed = i % 9;
  const app = await db.app.create({
    data: {
      tenantId: user.tenantId,
      name: `Bench app ${i + 1}`,
      url: `https://bench-${i}.example.com`,
      description: "An app created by the benchmark to measure the dashboard at scale.",
      category: i % 5 === 0 ? null : "tools",
      progress: moduleProgress(completed),
      wizardAnswers: { "app-name": `Bench app ${i + 1}` },
    },
  });
  await db.module.createMany({
    data: STEP_NAMES.slice(0, completed).map((stepName) => ({
      appId: app.id,
      stepName,
      status: "completed",
      data: { elevatorPitch: "A benchmark app." },
    })),
  });
}
const first = await db.app.findFirstOrThrow({
  where: { tenantId: user.tenantId, category: { not: null } },
  orderBy: { createdAt: "asc" },
});
const cookie = (await commitSessionFor(new Request("http://localhost"), user.id)).split(";")[0];
process.stdout.write(JSON.stringify({ cookie, appId: first.id }));
await db.$disconnect();
