-- AlterTable
ALTER TABLE "App" ADD COLUMN "questionsProgress" INTEGER NOT NULL DEFAULT 0;

-- The simple wizard own figure: 25 per step reached by the stored answers (one past the last
-- step with an answer), or the old combined figure where it was above the share of the modules (it
-- then came from the simple wizard).
UPDATE "App" SET "questionsProgress" = GREATEST(
  CASE
    WHEN btrim(COALESCE("wizardAnswers"->>'launch-date', '')) <> ''
      OR btrim(COALESCE("wizardAnswers"->>'launch-help', '')) <> ''
      OR btrim(COALESCE("wizardAnswers"->>'success-looks-like', '')) <> '' THEN 100
    WHEN btrim(COALESCE("wizardAnswers"->>'why-choose', '')) <> ''
      OR btrim(COALESCE("wizardAnswers"->>'special-features', '')) <> ''
      OR btrim(COALESCE("wizardAnswers"->>'tell-friends', '')) <> '' THEN 75
    WHEN btrim(COALESCE("wizardAnswers"->>'who-uses', '')) <> ''
      OR btrim(COALESCE("wizardAnswers"->>'age-group', '')) <> ''
      OR btrim(COALESCE("wizardAnswers"->>'find-users', '')) <> '' THEN 50
    WHEN btrim(COALESCE("wizardAnswers"->>'app-name', '')) <> ''
      OR btrim(COALESCE("wizardAnswers"->>'app-description', '')) <> ''
      OR btrim(COALESCE("wizardAnswers"->>'app-problem', '')) <> '' THEN 25
    ELSE 0
  END,
  CASE
    WHEN "progress" > (SELECT ROUND(COUNT(*) * 100.0 / 8)::INTEGER FROM "Module" m
                       WHERE m."appId" = "App"."id" AND m."status" = 'completed')
    THEN "progress" ELSE 0
  END
);

-- app.progress is the eight-module plan only: round(completed / 8 * 100).
UPDATE "App" SET "progress" = (
  SELECT ROUND(COUNT(*) * 100.0 / 8)::INTEGER FROM "Module" m
  WHERE m."appId" = "App"."id" AND m."status" = 'completed'
);

-- One launch date. A Community Product Hunt date saved after the last change of the checklist wins
-- (open tasks relative to launch day move by the same number of days), an app without a date
-- takes the Product Hunt date, else a simple-wizard answer written as YYYY-MM-DD.
CREATE TEMP TABLE "_ph" AS
SELECT m."appId" AS "appId", (m."data"->>'productHuntDate')::DATE AS "day", m."updatedAt" AS "savedAt"
FROM "Module" m
WHERE m."stepName" = 'community'
  AND m."data"->>'productHuntDate' ~ '^\d{4}-\d{2}-\d{2}$';

CREATE TEMP TABLE "_move" AS
SELECT a."id" AS "appId", p."day" AS "day", (p."day" - a."launchDate"::DATE) AS "days"
FROM "App" a JOIN "_ph" p ON p."appId" = a."id"
WHERE a."launchDate" IS NOT NULL
  AND a."launchDate"::DATE <> p."day"
  AND p."savedAt" > COALESCE((SELECT MAX(t."updatedAt") FROM "ChecklistTask" t WHERE t."appId" = a."id"), '-infinity'::TIMESTAMP);

UPDATE "ChecklistTask" t SET "dueAt" = t."dueAt" + make_interval(days => mv."days")
FROM "_move" mv
WHERE mv."appId" = t."appId" AND t."done" = false AND t."offsetDays" IS NOT NULL;

UPDATE "App" a SET "launchDate" = mv."day"::TIMESTAMP FROM "_move" mv WHERE mv."appId" = a."id";

UPDATE "App" a SET "launchDate" = p."day"::TIMESTAMP FROM "_ph" p
WHERE p."appId" = a."id" AND a."launchDate" IS NULL;

UPDATE "App" SET "launchDate" = ("wizardAnswers"->>'launch-date')::DATE::TIMESTAMP
WHERE "launchDate" IS NULL AND "wizardAnswers"->>'launch-date' ~ '^\d{4}-\d{2}-\d{2}$';

-- The simple answer and the Product Hunt date are copies of the one date.
UPDATE "App" SET "wizardAnswers" = jsonb_set("wizardAnswers", '{launch-date}', to_jsonb(to_char("launchDate", 'YYYY-MM-DD')))
WHERE "launchDate" IS NOT NULL AND jsonb_typeof("wizardAnswers") = 'object';

UPDATE "Module" m SET "data" = jsonb_set(m."data", '{productHuntDate}',
  to_jsonb(COALESCE((SELECT to_char(a."launchDate", 'YYYY-MM-DD') FROM "App" a WHERE a."id" = m."appId"), '')))
WHERE m."stepName" = 'community' AND jsonb_typeof(m."data") = 'object';

DROP TABLE "_move";
DROP TABLE "_ph";
