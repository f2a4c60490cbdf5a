-- AlterTable
ALTER TABLE "App" ADD COLUMN "questionsProgress" INTEGER NOT NULL DEFAULT 0;

-- The simple wizard own figure: 25 per step reached by the stored answers (one past the last
-- step with an answer), or the old combined figure where it was above the share of the modules (it
-- then came from the simple wizard).
UPDATE "App" SET "questionsProgress" = MAX(
  CASE
    WHEN TRIM(COALESCE(json_extract("wizardAnswers", '$."launch-date"'), '')) <> ''
      OR TRIM(COALESCE(json_extract("wizardAnswers", '$."launch-help"'), '')) <> ''
      OR TRIM(COALESCE(json_extract("wizardAnswers", '$."success-looks-like"'), '')) <> '' THEN 100
    WHEN TRIM(COALESCE(json_extract("wizardAnswers", '$."why-choose"'), '')) <> ''
      OR TRIM(COALESCE(json_extract("wizardAnswers", '$."special-features"'), '')) <> ''
      OR TRIM(COALESCE(json_extract("wizardAnswers", '$."tell-friends"'), '')) <> '' THEN 75
    WHEN TRIM(COALESCE(json_extract("wizardAnswers", '$."who-uses"'), '')) <> ''
      OR TRIM(COALESCE(json_extract("wizardAnswers", '$."age-group"'), '')) <> ''
      OR TRIM(COALESCE(json_extract("wizardAnswers", '$."find-users"'), '')) <> '' THEN 50
    WHEN TRIM(COALESCE(json_extract("wizardAnswers", '$."app-name"'), '')) <> ''
      OR TRIM(COALESCE(json_extract("wizardAnswers", '$."app-description"'), '')) <> ''
      OR TRIM(COALESCE(json_extract("wizardAnswers", '$."app-problem"'), '')) <> '' THEN 25
    ELSE 0
  END,
  CASE
    WHEN "progress" > (SELECT CAST(ROUND(COUNT(*) * 100.0 / 8) AS INTEGER) FROM "Module" m
                       WHERE m."appId" = "App"."id" AND m."status" = 'completed')
    THEN "progress" ELSE 0
  END
);

-- app.progress is the eight-module plan only: round(completed / 8 * 100).
UPDATE "App" SET "progress" = (
  SELECT CAST(ROUND(COUNT(*) * 100.0 / 8) AS INTEGER) FROM "Module" m
  WHERE m."appId" = "App"."id" AND m."status" = 'completed'
);

-- One launch date. A Community Product Hunt date saved after the last change of the checklist wins
-- (open tasks relative to launch day move by the same number of days), an app without a date
-- takes the Product Hunt date, else a simple-wizard answer written as YYYY-MM-DD.
CREATE TEMP TABLE "_ph" AS
SELECT m."appId" AS "appId",
       json_extract(m."data", '$.productHuntDate') AS "day",
       m."updatedAt" AS "savedAt"
FROM "Module" m
WHERE m."stepName" = 'community'
  AND json_extract(m."data", '$.productHuntDate') GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
  AND date(json_extract(m."data", '$.productHuntDate')) = json_extract(m."data", '$.productHuntDate');

CREATE TEMP TABLE "_move" AS
SELECT a."id" AS "appId", p."day" AS "day",
       CAST(julianday(p."day") - julianday(substr(a."launchDate", 1, 10)) AS INTEGER) AS "days"
FROM "App" a JOIN "_ph" p ON p."appId" = a."id"
WHERE a."launchDate" IS NOT NULL
  AND substr(a."launchDate", 1, 10) <> p."day"
  AND p."savedAt" > COALESCE((SELECT MAX(t."updatedAt") FROM "ChecklistTask" t WHERE t."appId" = a."id"), '');

UPDATE "ChecklistTask" SET "dueAt" = strftime('%Y-%m-%dT%H:%M:%f+00:00', "dueAt",
  (SELECT printf('%+d days', mv."days") FROM "_move" mv WHERE mv."appId" = "ChecklistTask"."appId"))
WHERE "done" = 0 AND "offsetDays" IS NOT NULL
  AND "appId" IN (SELECT "appId" FROM "_move");

UPDATE "App" SET "launchDate" = (SELECT mv."day" || 'T00:00:00.000+00:00' FROM "_move" mv WHERE mv."appId" = "App"."id")
WHERE "id" IN (SELECT "appId" FROM "_move");

UPDATE "App" SET "launchDate" = (SELECT p."day" || 'T00:00:00.000+00:00' FROM "_ph" p WHERE p."appId" = "App"."id")
WHERE "launchDate" IS NULL AND "id" IN (SELECT "appId" FROM "_ph");

UPDATE "App" SET "launchDate" = json_extract("wizardAnswers", '$."launch-date"') || 'T00:00:00.000+00:00'
WHERE "launchDate" IS NULL
  AND json_extract("wizardAnswers", '$."launch-date"') GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
  AND date(json_extract("wizardAnswers", '$."launch-date"')) = json_extract("wizardAnswers", '$."launch-date"');

-- The simple answer and the Product Hunt date are copies of the one date.
UPDATE "App" SET "wizardAnswers" = json_set("wizardAnswers", '$."launch-date"', substr("launchDate", 1, 10))
WHERE "launchDate" IS NOT NULL;

UPDATE "Module" SET "data" = json_set("data", '$.productHuntDate',
  COALESCE((SELECT substr(a."launchDate", 1, 10) FROM "App" a WHERE a."id" = "Module"."appId"), ''))
WHERE "stepName" = 'community';

DROP TABLE "_move";
DROP TABLE "_ph";
