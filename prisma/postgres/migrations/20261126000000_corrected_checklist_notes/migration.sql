-- Launch-checklist tasks still carrying an earlier template's wording of a rule corrected on
-- 2026-11-26 get the corrected wording. Only template tasks whose notes are unchanged are touched:
-- notes a user edited, and custom tasks, stay as they are.
-- A semicolon inside a text is written chr(59): the migration runner splits statements at every
-- semicolon, even inside quotes.

-- The Product Hunt relaunch task: at least six months and a significant update.
UPDATE "ChecklistTask" SET "notes" = 'Product Hunt allows a relaunch at least six months after the last post of the same product, company or root domain, and only with a significant update: a new design or a price change is not one. Check its relaunch help page before you plan, and list what changed since launch day.'
WHERE "isCustom" = false AND "notes" IN (
  'A relaunch is only allowed after significant changes, about six months after the first launch. List what changed since launch day.',
  'Product Hunt allows a relaunch only after significant changes to the product (it names no fixed interval)' || chr(59) || ' this reminder comes six months after launch. List what changed since launch day.'
);

-- The ratings task: a standing "Rate us" link is allowed, the prompt never answers a button.
UPDATE "ChecklistTask" SET "notes" = 'Keep replying and fixing what launch users reported. Never show the store''s rating prompt in answer to a button, and never reward ratings' || chr(59) || ' a standing “Rate us” link to the store''s review page is fine.'
WHERE "isCustom" = false AND "notes" IN (
  'Keep replying and fixing what launch users reported. Ask for store ratings only through the system rating prompts, never with rewards.'
);

-- The health publisher task: Apple may ask an app that keeps health data for an organisation account.
UPDATE "ChecklistTask" SET "notes" = 'Apple wants apps that provide healthcare services (and other regulated services) submitted by a legal entity through an organisation account (permission letters are refused)' || chr(59) || ' a fitness or habit app is not such a service, but Apple may still ask for one if it keeps health data (5.1.1(ix) also covers apps that require sensitive user information). On Google Play, complete the Health apps declaration' || chr(59) || ' only medical and human-subjects-research apps need an Organization account with a D-U-N-S number.'
WHERE "isCustom" = false AND "notes" IN (
  'Apple wants healthcare and other regulated apps submitted by a legal entity through an organisation account (permission letters are refused). On Google Play, complete the Health apps declaration' || chr(59) || ' medical apps need an Organization account with a D-U-N-S number.',
  'Apple wants apps that provide healthcare services (and other regulated services) submitted by a legal entity through an organisation account (permission letters are refused)' || chr(59) || ' a fitness or habit app is not such a service. On Google Play, complete the Health apps declaration' || chr(59) || ' only medical and human-subjects-research apps need an Organization account with a D-U-N-S number.'
);
