-- Launch-checklist tasks worded for the stores the app ships on (docs/decisions/096-checklist-for-the-apps-platforms.md).
-- A template task planned with both mobile stores' wording, in an app that ships on only one of
-- them, gets that store's title and notes: the title when it is still the template's, the notes
-- when they are still the template's (notes a user edited, and custom tasks, stay as they are).
-- Saving the platforms does the same from now on (app/models/platforms.server.ts).
-- A semicolon inside a text is written char(59): the migration runner splits statements at every
-- semicolon, even inside quotes.

-- Open Google Play pre-registration or App Store pre-orders: an app on Google Play only.
UPDATE "ChecklistTask" SET "notes" = 'Optional. A Play pre-registration campaign runs at most 90 days: if the app is not published by then, it ends in every country and you cannot start another, so open it once the date is firm (new personal accounts must pass the closed test first). Pre-registrants are notified at launch.'
WHERE "isCustom" = false AND "notes" = 'Optional. A Play pre-registration campaign runs at most 90 days: if the app is not published by then, it ends in every country and you cannot start another, so open it once the date is firm (new personal accounts must pass the closed test first). App Store pre-orders open 2–180 days before release. Pre-registrants are notified at launch.'
  AND "appId" IN (SELECT "id" FROM "App" WHERE (',' || "platforms" || ',') LIKE '%,android,%' AND (',' || "platforms" || ',') NOT LIKE '%,ios,%');
UPDATE "ChecklistTask" SET "title" = 'Open Google Play pre-registration'
WHERE "isCustom" = false AND "title" = 'Open Google Play pre-registration or App Store pre-orders'
  AND "appId" IN (SELECT "id" FROM "App" WHERE (',' || "platforms" || ',') LIKE '%,android,%' AND (',' || "platforms" || ',') NOT LIKE '%,ios,%');

-- Open Google Play pre-registration or App Store pre-orders: an app on the App Store only.
UPDATE "ChecklistTask" SET "notes" = 'Optional. App Store pre-orders open 2–180 days before release. People who pre-order get the app downloaded automatically at release.'
WHERE "isCustom" = false AND "notes" = 'Optional. A Play pre-registration campaign runs at most 90 days: if the app is not published by then, it ends in every country and you cannot start another, so open it once the date is firm (new personal accounts must pass the closed test first). App Store pre-orders open 2–180 days before release. Pre-registrants are notified at launch.'
  AND "appId" IN (SELECT "id" FROM "App" WHERE (',' || "platforms" || ',') LIKE '%,ios,%' AND (',' || "platforms" || ',') NOT LIKE '%,android,%');
UPDATE "ChecklistTask" SET "title" = 'Open App Store pre-orders'
WHERE "isCustom" = false AND "title" = 'Open Google Play pre-registration or App Store pre-orders'
  AND "appId" IN (SELECT "id" FROM "App" WHERE (',' || "platforms" || ',') LIKE '%,ios,%' AND (',' || "platforms" || ',') NOT LIKE '%,android,%');

-- Check who publishes your health app: an app on the App Store only.
UPDATE "ChecklistTask" SET "notes" = 'Apple wants apps that provide healthcare services (and other regulated services) submitted by a legal entity through an organisation account (permission letters are refused)' || char(59) || ' a fitness or habit app is not such a service, but Apple may still ask for one if it keeps health data (5.1.1(ix) also covers apps that require sensitive user information).'
WHERE "isCustom" = false AND "notes" = 'Apple wants apps that provide healthcare services (and other regulated services) submitted by a legal entity through an organisation account (permission letters are refused)' || char(59) || ' a fitness or habit app is not such a service, but Apple may still ask for one if it keeps health data (5.1.1(ix) also covers apps that require sensitive user information). On Google Play, complete the Health apps declaration' || char(59) || ' only medical and human-subjects-research apps need an Organization account with a D-U-N-S number.'
  AND "appId" IN (SELECT "id" FROM "App" WHERE (',' || "platforms" || ',') LIKE '%,ios,%' AND (',' || "platforms" || ',') NOT LIKE '%,android,%');

-- Check who publishes your health app: an app on Google Play only.
UPDATE "ChecklistTask" SET "notes" = 'On Google Play, complete the Health apps declaration' || char(59) || ' only medical and human-subjects-research apps need an Organization account with a D-U-N-S number.'
WHERE "isCustom" = false AND "notes" = 'Apple wants apps that provide healthcare services (and other regulated services) submitted by a legal entity through an organisation account (permission letters are refused)' || char(59) || ' a fitness or habit app is not such a service, but Apple may still ask for one if it keeps health data (5.1.1(ix) also covers apps that require sensitive user information). On Google Play, complete the Health apps declaration' || char(59) || ' only medical and human-subjects-research apps need an Organization account with a D-U-N-S number.'
  AND "appId" IN (SELECT "id" FROM "App" WHERE (',' || "platforms" || ',') LIKE '%,android,%' AND (',' || "platforms" || ',') NOT LIKE '%,ios,%');

-- Submit your store builds for review: an app on the App Store only.
UPDATE "ChecklistTask" SET "notes" = 'Send the release build to the App Store now so a rejection still leaves time to fix and resubmit. Review times vary' || char(59) || ' don''t plan on a same-day approval.'
WHERE "isCustom" = false AND "notes" = 'Send the release builds to the App Store and Google Play now so a rejection still leaves time to fix and resubmit. Review times vary' || char(59) || ' don''t plan on a same-day approval.'
  AND "appId" IN (SELECT "id" FROM "App" WHERE (',' || "platforms" || ',') LIKE '%,ios,%' AND (',' || "platforms" || ',') NOT LIKE '%,android,%');

-- Submit your store builds for review: an app on Google Play only.
UPDATE "ChecklistTask" SET "notes" = 'Send the release build to Google Play now so a rejection still leaves time to fix and resubmit. Review times vary' || char(59) || ' don''t plan on a same-day approval.'
WHERE "isCustom" = false AND "notes" = 'Send the release builds to the App Store and Google Play now so a rejection still leaves time to fix and resubmit. Review times vary' || char(59) || ' don''t plan on a same-day approval.'
  AND "appId" IN (SELECT "id" FROM "App" WHERE (',' || "platforms" || ',') LIKE '%,android,%' AND (',' || "platforms" || ',') NOT LIKE '%,ios,%');

-- The health publisher check is about the stores' accounts: an app that ships on neither mobile
-- store (its platforms chosen) loses the open task, as saving its platforms would remove it.
DELETE FROM "ChecklistTask"
WHERE "isCustom" = false AND "done" = false AND "title" = 'Check who publishes your health app'
  AND "appId" IN (SELECT "id" FROM "App" WHERE "platforms" <> ''
    AND (',' || "platforms" || ',') NOT LIKE '%,ios,%' AND (',' || "platforms" || ',') NOT LIKE '%,android,%');
