// Whether the app's audience includes children, read from the age range the maker typed (the
// simple wizard's "How old are your users?" or Foundation's "Age range"). Children's rules
// (COPPA, GDPR Article 8, the Kids Category, school consent) show only when it does.

/**
 * Below this age a child's data needs a parent's consent somewhere the product covers: GDPR
 * Article 8 lets each EU country set 13 to 16 (COPPA's 13 is inside it).
 */
export const CHILD_CONSENT_AGE = 16;

const CHILD_WORDS =
  /\b(child|children|kids?|teens?|teenagers?|famil(y|ies)|all ages|everyone|pupils?|schools?|students?|babies|toddlers?)\b/i;
const ADULT_WORDS = /\b(adults?|grown-ups?|retirees?|seniors?|professionals?)\b/i;

export type ChildrenInAudience = "yes" | "no" | "unknown";

/**
 * "yes" when a child word appears or the youngest age named is under 16 ("under 18", "13-25",
 * "8+"); "no" when every age named is 16 or more ("16+", "25-50", "18 and up") or the range says
 * adults; "unknown" when nothing was typed or nothing can be read from it.
 */
export function childrenInAudience(ageRange: string | null | undefined): ChildrenInAudience {
  const text = (ageRange ?? "").trim();
  if (!text) return "unknown";
  if (CHILD_WORDS.test(text)) return "yes";
  if (/\b(under|below|younger than|up to)\s*\d/i.test(text)) return "yes";
  const ages = [...text.matchAll(/\d{1,3}/g)].map((m) => Number(m[0])).filter((n) => n < 130);
  if (ages.length > 0) return Math.min(...ages) < CHILD_CONSENT_AGE ? "yes" : "no";
  if (ADULT_WORDS.test(text)) return "no";
  return "unknown";
}

/** Children's rules are shown unless the age range rules children out. */
export function showsChildrenRules(ageRange: string | null | undefined): boolean {
  return childrenInAudience(ageRange) !== "no";
}
