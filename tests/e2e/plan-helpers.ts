// Test data for the export, checklist and calendar journeys, written straight into the e2e
// database (the wizards have their own journeys).
export async function createPlannedApp(
  tenantId: string,
  options: { name?: string; launchDate?: string; schedule?: boolean } = {},
) {
  const { db } = await import("../../app/services/db.server");
  const app = await db.app.create({
    data: {
      tenantId,
      name: options.name ?? "PocketPets",
      url: "https://pocketpets.example",
      description: "Virtual pets that live in your pocket.",
      category: "games",
      platforms: "ios,android,steam",
      wizardAnswers: {
        "app-name": "PocketPets",
        "who-uses": "Families — Карманные питомцы",
      },
    },
  });
  await db.module.create({
    data: {
      appId: app.id,
      stepName: "foundation",
      status: "completed",
      data: { elevatorPitch: "A pet that grows with your streak.", usp: "=1+1 no ads" },
    },
  });
  if (options.schedule !== false) {
    await db.module.create({
      data: {
        appId: app.id,
        stepName: "content",
        status: "completed",
        data: {
          selectedContentIdeas: ["case-study-coverage", "q-and-a-pitch"],
          contentSchedule: [
            { week: 1, ideaId: "case-study-coverage", channel: "Blog", dueDate: "2026-12-03" },
            { week: 2, ideaId: "q-and-a-pitch", channel: "LinkedIn", dueDate: "2026-12-10" },
          ],
        },
      },
    });
  }
  if (options.launchDate) {
    const { setLaunchDate } = await import("../../app/models/checklist.server");
    await setLaunchDate(tenantId, app.id, options.launchDate);
  }
  return app;
}
