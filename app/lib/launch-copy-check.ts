// Product Hunt community rules for launch copy, as data in one place (docs/product/marketing-facts.md, "Product Hunt").
// The check is advisory: it names the rule, its source and a direction for a rewrite; it never
// blocks a save. Rules change, so the page shows when they were last reviewed.

export const RULES_LAST_REVIEWED = "26 Nov 2026";
/** Product Hunt's tagline field (docs/product/marketing-facts.md, "Product Hunt": via the launch kit). */
export const TAGLINE_MAX = 60;
/** Product Hunt's launch form: the product name (about 40, a figure from the launch kit only). */
export const PRODUCT_NAME_MAX = 40;
/** The description: Product Hunt's posting help says 260, its launch guide up to 500; 260 is safe. */
export const DESCRIPTION_MAX = 260;
export const TOPICS_MAX = 3;

export type RuleSource = { title: string; url: string };

const GUIDELINES: RuleSource = {
  title: "Product Hunt community guidelines",
  url: "https://help.producthunt.com/en/articles/3615694-community-guidelines",
};
const FAIR_VOTING: RuleSource = {
  title: "Product Hunt: how fair voting works",
  url: "http://help.producthunt.com/en/articles/11869098-how-does-product-hunt-ensure-fair-voting-and-prevent-spam-or-vote-manipulation",
};
const CURATOR_AMA: RuleSource = {
  title: "Product Hunt curator AMA",
  url: "https://www.producthunt.com/p/producthunt/i-decide-what-s-featured-on-the-leaderboard-ama-w-gabe-from-product-hunt",
};
const POSTING_HELP: RuleSource = {
  title: "Product Hunt help: how to post a product",
  url: "https://help.producthunt.com/en/articles/479557-how-to-post-a-product",
};
const LAUNCH_KIT: RuleSource = {
  title: "Product Hunt launch kit",
  url: "https://github.com/fmerian/awesome-product-hunt/blob/main/product-hunt-launch-kit.md",
};

/**
 * "copy": plans and messages; "tagline": the one-line Product Hunt tagline; "name",
 * "description", "topics": the other fields of the launch form, as written in the listing copy.
 */
export type CopyKind = "copy" | "tagline" | "name" | "description" | "topics";

export type CopyRule = {
  id: string;
  name: string;
  appliesTo: CopyKind | readonly CopyKind[];
  source: RuleSource;
  rewrite: string;
  /** Phrases that break the rule; case-insensitive. */
  patterns?: RegExp[];
  /** A rule about the whole text rather than a phrase (length). */
  test?: (text: string) => string | null;
  /** A phrase preceded by "don't", "never", "avoid", ... is a plan to stay within the rule. */
  negatable: boolean;
};

// "vote", "votes", "voted", "voting", "voters", with or without "up".
const VOTE = String.raw`(?:up-?)?vot(?:e|es|ed|ing|ers?)`;
const WITHIN_SENTENCE = String.raw`[^.!?\n]{0,60}`;
const re = (source: string) => new RegExp(source, "i");

export const LAUNCH_COPY_RULES: readonly CopyRule[] = [
  {
    id: "asking-for-votes",
    name: "Asking for upvotes",
    appliesTo: "copy",
    source: GUIDELINES,
    negatable: true,
    rewrite:
      "Ask for feedback instead of votes: “We just launched on Product Hunt — we'd love your feedback” plus the link.",
    patterns: [
      re(String.raw`\bup-?vot(?:e|es|ed|ing)\b`),
      re(String.raw`\bvote for (?:us|me|our|my|it|this)\b`),
      re(String.raw`\bevery (?:single )?vote (?:counts|matters|helps)\b`),
      re(
        String.raw`\b(?:reach|hit|get (?:us )?to|make it to)\s+(?:#\s?1|number (?:one|1)|no\.? ?1|the top)\b`,
      ),
      re(String.raw`\b(?:please|pls)\s+vote\b`),
    ],
  },
  {
    id: "rewards-for-votes",
    name: "Rewards tied to votes",
    appliesTo: "copy",
    source: GUIDELINES,
    negatable: true,
    rewrite:
      "Drop anything that depends on a vote. A general promo code for everyone from Product Hunt is allowed (it is a field of the launch form).",
    patterns: [
      re(String.raw`\bfirst \d+ ${VOTE}\b`),
      re(
        String.raw`\b(?:giveaway|raffle|prize|reward|gift|free|discount|coupon|swag|win)\w*\b${WITHIN_SENTENCE}\b${VOTE}\b`,
      ),
      re(
        String.raw`\b${VOTE}\b${WITHIN_SENTENCE}\b(?:giveaway|raffle|prize|reward|gift|free|discount|coupon|swag|win)\w*\b`,
      ),
      re(String.raw`\bin (?:exchange|return) for (?:an? |your )?${VOTE}\b`),
    ],
  },
  {
    id: "mass-outreach",
    name: "Mass messaging",
    appliesTo: "copy",
    source: GUIDELINES,
    negatable: true,
    rewrite:
      "Tell your own audience once (newsletter, your social accounts, communities you already take part in) and ask for feedback. No cold DMs, no messages to every contact.",
    patterns: [
      re(String.raw`\b(?:dm|dms|message|text|ping|email|e-mail)\s+(?:every(?:one|body)?|all)\b`),
      re(String.raw`\ball (?:of )?(?:your|our|my) (?:contacts|connections|followers|friends)\b`),
      re(String.raw`\bcold[- ](?:dm|dms|email|emails|message|messages|messaging|outreach)\b`),
      re(
        String.raw`\bmass[- ](?:message|messages|messaging|dm|dms|email|emails|mail|mailing|outreach)\b`,
      ),
      re(String.raw`\bspam(?:ming)?\b`),
      re(String.raw`\bblast\w*\b${WITHIN_SENTENCE}\b${VOTE}\b`),
      re(String.raw`\b${VOTE}\b${WITHIN_SENTENCE}\bblast\w*\b`),
    ],
  },
  {
    id: "extra-accounts",
    name: "Extra accounts and bots",
    appliesTo: "copy",
    source: FAIR_VOTING,
    negatable: true,
    rewrite:
      "Only real people with their own accounts count: Product Hunt detects fake accounts and voting rings, and a new account's vote can count for nothing.",
    patterns: [
      re(String.raw`\bcreate (?:an? |new )?accounts? (?:just )?to ${VOTE}\b`),
      re(
        String.raw`\b(?:other|second|alt|alternate|fake|extra|multiple|dummy|burner|spare) accounts?\b`,
      ),
      re(String.raw`\bsock ?puppets?\b`),
      re(String.raw`\b(?:use|using|with|run|running) (?:a |some )?bots?\b`),
      re(String.raw`\b(?:voting|vote) bots?\b`),
    ],
  },
  {
    id: "buying-votes",
    name: "Buying votes",
    appliesTo: "copy",
    source: CURATOR_AMA,
    negatable: true,
    rewrite:
      "Don't pay for votes, hunters or guaranteed placements: they get a launch unfeatured. Put the budget into a better demo video and gallery.",
    patterns: [
      re(String.raw`\b${VOTE} services?\b`),
      re(String.raw`\b(?:buy|buying|purchase|purchasing|pay for|paid) ${VOTE}\b`),
      re(String.raw`\bguarantee(?:d|s)? (?:a )?(?:top|#) ?\d+\b`),
      re(
        String.raw`\b${VOTE} (?:exchanges?|swaps?|trad(?:e|es|ing)|groups?|rings?|pods?|circles?)\b`,
      ),
      re(String.raw`\b${VOTE}[- ]for[- ]${VOTE}\b`),
      re(String.raw`\b(?:paid|hire (?:a )?) ?hunters?\b`),
    ],
  },
  {
    id: "tagline-length",
    name: "Tagline over 60 characters",
    appliesTo: "tagline",
    source: LAUNCH_KIT,
    negatable: false,
    rewrite: `Say what the product does in ${TAGLINE_MAX} characters or fewer; test it on someone outside tech.`,
    test: (text) =>
      [...text.trim()].length > TAGLINE_MAX
        ? `${[...text.trim()].length} characters (the limit is ${TAGLINE_MAX})`
        : null,
  },
  {
    id: "tagline-emoji",
    name: "Emoji in the tagline",
    appliesTo: "tagline",
    source: LAUNCH_KIT,
    negatable: false,
    rewrite: "Remove the emoji; put the personality into the gallery and the first comment.",
    patterns: [/\p{Extended_Pictographic}/u],
  },
  {
    id: "tagline-hype",
    name: "Hype in the tagline",
    appliesTo: "tagline",
    source: CURATOR_AMA,
    negatable: false,
    rewrite:
      "Replace the superlative with what the product does for whom (for example “Plan your app's launch in eight guided steps”).",
    patterns: [
      re(
        String.raw`\b(?:revolution(?:ary|ize|ise|izing|ising)?|game[- ]?chang(?:er|ing)|world'?s (?:first|best)|best|ultimate|disrupt(?:ive|ing)?|groundbreaking|mind[- ]?blowing|amazing|incredible|insane|unbelievable|10x)\b`,
      ),
      re(String.raw`(?:^|\s)#1\b|\bnumber one\b`),
    ],
  },
  {
    id: "name-length",
    name: "Product name over about 40 characters",
    appliesTo: "name",
    source: LAUNCH_KIT,
    negatable: false,
    rewrite: `Keep the name to about ${PRODUCT_NAME_MAX} characters or fewer (a launch-kit figure, not Product Hunt's own); the tagline says the rest.`,
    test: (text) => overLimit(text, PRODUCT_NAME_MAX, `about ${PRODUCT_NAME_MAX}`),
  },
  {
    id: "description-length",
    name: "Description over 260 characters",
    appliesTo: "description",
    source: POSTING_HELP,
    negatable: false,
    rewrite: `Keep the description under ${DESCRIPTION_MAX} characters to be safe (Product Hunt's posting help says ${DESCRIPTION_MAX}, its launch guide up to 500): what it does, for whom, and what is new.`,
    test: (text) => overLimit(text, DESCRIPTION_MAX),
  },
  {
    id: "topics-count",
    name: "More than 3 topics",
    appliesTo: "topics",
    source: LAUNCH_KIT,
    negatable: false,
    rewrite: `Pick the ${TOPICS_MAX} topics that fit best; Product Hunt takes at most ${TOPICS_MAX}.`,
    test: (text) => {
      const count = splitTopics(text).length;
      return count > TOPICS_MAX ? `${count} topics (the limit is ${TOPICS_MAX})` : null;
    },
  },
];

function overLimit(text: string, max: number, limit: string = String(max)): string | null {
  const length = [...text.trim()].length;
  return length > max ? `${length} characters (the limit is ${limit})` : null;
}

function splitTopics(text: string): string[] {
  return text
    .split(/[,;\n]|\s(?=#)/)
    .map((topic) => topic.replace(/^#/, "").trim())
    .filter(Boolean);
}

// Words just before a phrase that turn it into a plan to stay within the rule.
// "Don't forget to upvote" is still a request, so "forget" undoes the negation.
const NEGATION = re(
  String.raw`\b(?:not|never|no|don['’]?t|do not|won['’]?t|avoid|without|instead of|rather than|nor)\b(?!\s+forget)[^.!?\n]{0,25}$`,
);

export type CopyField = { field: string; label: string; text: string; kind?: CopyKind };

export type CopyWarning = {
  ruleId: string;
  ruleName: string;
  field: string;
  fieldLabel: string;
  /** The words that matched, as the maker wrote them. */
  match: string;
  source: RuleSource;
  rewrite: string;
};

function firstMatch(rule: CopyRule, text: string): string | null {
  if (rule.test) return rule.test(text);
  for (const pattern of rule.patterns ?? []) {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
    );
    for (const found of text.matchAll(global)) {
      const before = text.slice(0, found.index);
      if (rule.negatable && NEGATION.test(before)) continue;
      return found[0].trim();
    }
  }
  return null;
}

/** Every rule each text breaks, at most one warning per rule and field, in rule order. */
export function checkLaunchCopy(fields: readonly CopyField[]): CopyWarning[] {
  const warnings: CopyWarning[] = [];
  for (const field of fields) {
    const text = field.text ?? "";
    if (!text.trim()) continue;
    const kind = field.kind ?? "copy";
    for (const rule of LAUNCH_COPY_RULES) {
      const kinds: readonly CopyKind[] =
        typeof rule.appliesTo === "string" ? [rule.appliesTo] : rule.appliesTo;
      if (!kinds.includes(kind)) continue;
      const match = firstMatch(rule, text);
      if (match === null) continue;
      warnings.push({
        ruleId: rule.id,
        ruleName: rule.name,
        field: field.field,
        fieldLabel: field.label,
        match,
        source: rule.source,
        rewrite: rule.rewrite,
      });
    }
  }
  return warnings;
}

/** The Creative and Launch module fields that carry launch copy (docs/product/spec-facts.md §3), with the wizard's labels. */
export const LAUNCH_COPY_FIELDS = [
  { field: "upvoteStrategy", label: "Launch-day support strategy", step: "creative" },
  { field: "submissionProcess", label: "Listing copy and submission", step: "creative" },
  { field: "launchTimeline", label: "Launch timeline", step: "launch" },
] as const;

const LISTING_PARTS: { kind: CopyKind; label: string; pattern: RegExp }[] = [
  { kind: "name", label: "Product name", pattern: /^(?:product |app )?name$/i },
  { kind: "tagline", label: "Tagline", pattern: /^tag ?line$/i },
  { kind: "description", label: "Description", pattern: /^description$/i },
  { kind: "topics", label: "Topics", pattern: /^(?:topics?|tags?)$/i },
];

const LABEL =
  /(?:^|\n|[.;)]\s+)\s*(product name|app name|name|tag ?line|description|topics?|tags?)\s*(?::\s*|(?=["“‘]))/gi;
const QUOTED = /^["'“‘]([^"'”’\n]*)["'”’]/;

/**
 * The launch-form fields written in the listing copy as "Tagline: …", "Name: …",
 * "Description: …", "Topics: a, b, c" (each to the end of its line, or the quoted text).
 */
export function listingParts(text: string): { kind: CopyKind; label: string; text: string }[] {
  const parts: { kind: CopyKind; label: string; text: string }[] = [];
  const labels = [...text.matchAll(LABEL)];
  labels.forEach((found, index) => {
    const part = LISTING_PARTS.find((p) => p.pattern.test(found[1].trim()));
    if (!part) return;
    const start = (found.index ?? 0) + found[0].length;
    const end = index + 1 < labels.length ? (labels[index + 1].index ?? text.length) : text.length;
    let value = text.slice(start, end);
    const quoted = QUOTED.exec(value);
    if (quoted) value = quoted[1];
    else if (part.kind === "description") value = value.split("\n")[0];
    else value = value.split(/\n|\.(?:\s|$)/)[0];
    value = value.trim();
    if (value) parts.push({ kind: part.kind, label: part.label, text: value });
  });
  return parts;
}

/** The launch-copy fields found in a module's saved data (unknown JSON), ready to check. */
export function launchCopyFieldsFrom(data: unknown, step: "creative" | "launch"): CopyField[] {
  const record = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  return LAUNCH_COPY_FIELDS.filter((f) => f.step === step).flatMap((f) => {
    const text = typeof record[f.field] === "string" ? (record[f.field] as string) : "";
    const fields: CopyField[] = [{ field: f.field, label: f.label, text }];
    if (f.field === "submissionProcess") {
      for (const part of listingParts(text)) {
        fields.push({
          field: f.field,
          label: `${part.label} (in ${f.label})`,
          text: part.text,
          kind: part.kind,
        });
      }
    }
    return fields;
  });
}

/** The copy check of a module's saved data: warnings only, empty for modules without launch copy. */
export function moduleCopyWarnings(stepName: string, data: unknown): CopyWarning[] {
  if (stepName !== "creative" && stepName !== "launch") return [];
  return checkLaunchCopy(launchCopyFieldsFrom(data, stepName));
}

/** The outcome of the copy check, resolved where the rules are (loader data). */
export type LaunchCopyReport = {
  warnings: CopyWarning[];
  /** Whether any of the checked fields has text (for the all-clear line). */
  anyText: boolean;
  /** When the rules were last reviewed, as shown. */
  reviewed: string;
};
