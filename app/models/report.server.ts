// What the reports page reads for one app: its answers and modules. Tenant-scoped: another
// tenant's app is null, like a missing one.
import { db } from "~/services/db.server";

export async function getPlanReport(tenantId: string, appId: string) {
  return db.app.findFirst({
    where: { id: appId, tenantId },
    select: {
      id: true,
      name: true,
      url: true,
      category: true,
      progress: true,
      questionsProgress: true,
      launchDate: true,
      wizardAnswers: true,
      updatedAt: true,
      modules: { select: { stepName: true, status: true, data: true, updatedAt: true } },
    },
  });
}
