-- Launch-checklist tasks keep the zone of their wall clock (docs/decisions/070-first-hour-second-pass.md).
-- The launch-day tasks the template ties to Product Hunt's clock (12:01 a.m., 12:30 a.m., 5 a.m.
-- and 8 a.m. Pacific) keep Pacific time. Every other task gets "" here: SQL cannot know the
-- maker's zone, so the server moves them to 09:00 (or the maker's reminder hour) in the maker's
-- zone when it starts (app/models/task-clock.server.ts) and records the zone.
ALTER TABLE "ChecklistTask" ADD COLUMN "clockZone" TEXT NOT NULL DEFAULT '';

UPDATE "ChecklistTask" SET "clockZone" = 'America/Los_Angeles'
WHERE "isCustom" = false AND "offsetDays" = 0 AND "title" IN (
  'Go live on Product Hunt and post your first comment',
  'Tell your own audience',
  'Second wave for Europe and the US East Coast',
  'Answer every comment, all day'
);
