-- Launch-checklist tasks still carrying the template's wording of a rule the third check against
-- primary sources (2026-11-28) corrected get the corrected wording. Only template tasks whose
-- notes are unchanged are touched: notes a user edited, and custom tasks, stay as they are.
-- A semicolon inside a text is written char(59): the migration runner splits statements at every
-- semicolon, even inside quotes.

-- Google Play pre-registration: one campaign of at most 90 days that ends in every country.
UPDATE "ChecklistTask" SET "notes" = 'Optional. A Play pre-registration campaign runs at most 90 days: if the app is not published by then, it ends in every country and you cannot start another, so open it once the date is firm (new personal accounts must pass the closed test first). App Store pre-orders open 2–180 days before release. Pre-registrants are notified at launch.'
WHERE "isCustom" = false AND "notes" IN (
  'Optional. Play pre-registration runs up to 90 days per country (new personal accounts must pass the closed test first)' || char(59) || ' App Store pre-orders open 2–180 days before release. Pre-registrants are notified at launch.'
);

-- The Product Hunt relaunch task: a new look alone is not a significant update, a redesign with
-- new functionality can be.
UPDATE "ChecklistTask" SET "notes" = 'Product Hunt allows a relaunch at least six months after the last post of the same product, company or root domain, and only with a significant update: a new look alone or a price change is not one, while a complete redesign with new functionality can be. Check its relaunch help page before you plan, and list what changed since launch day.'
WHERE "isCustom" = false AND "notes" IN (
  'Product Hunt allows a relaunch at least six months after the last post of the same product, company or root domain, and only with a significant update: a new design or a price change is not one. Check its relaunch help page before you plan, and list what changed since launch day.'
);
