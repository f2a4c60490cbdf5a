// Launch drafts written from the maker's own answers with fixed templates (no network, no model):
// the same answers always give the same drafts. Each draft says which answers it used and which
// missing ones would improve it; what only the maker can write stays as a [bracketed] prompt.
import type { CategoryId } from "./enums";
import { TAGLINE_MAX } from "./launch-copy-check";
import { type PlatformId, platformNames, storeNames } from "./platforms";
import { fitTo, pasteable, SHORTEN_NOTE, shortenNote } from "./text-fit";
import type { ContentChannel } from "./wizard/content-schedule";
import type { SimpleAnswers } from "./wizard/types";
import { X_LINK_LENGTH, X_POST_MAX, xPostLength } from "./x-post-length";

/** About this much of a Product Hunt first comment shows before "see more". */
export const PH_FIRST_COMMENT_VISIBLE = 800;
export { pasteable, X_LINK_LENGTH, X_POST_MAX, xPostLength };
/** LinkedIn posts: 3,000 characters, about 210 visible before "see more". */
export const LINKEDIN_POST_MAX = 3000;
export const LINKEDIN_VISIBLE = 210;

export type DraftScheduleEntry = {
  week: number;
  channel: ContentChannel;
  dueDate: string;
  ideaTitle: string;
  ideaDescription: string;
};

export type DraftInput = {
  appId: string;
  appName: string;
  url: string;
  description: string;
  category: CategoryId | null;
  categoryName: string | null;
  platforms: readonly PlatformId[];
  answers: SimpleAnswers;
  foundation: Record<string, unknown>;
  launchDate: string | null;
  schedule: readonly DraftScheduleEntry[];
};

export type MissingAnswer = { key: string; label: string; message: string; href: string };

export type Draft = {
  id: string;
  title: string;
  /** The format and length the channel expects. */
  format: string;
  /** A hard limit of the channel, checked as a warning; null when there is none. */
  maxLength: number | null;
  text: string;
  used: string[];
  missing: MissingAnswer[];
};

type Key =
  | "pitch"
  | "usp"
  | "description"
  | "problem"
  | "audience"
  | "where"
  | "whyChoose"
  | "features"
  | "launchDate"
  | "team"
  | "story"
  | "url"
  | "platforms";

const LABELS: Record<Key, string> = {
  pitch: "your elevator pitch",
  usp: "your unique selling point",
  description: "what your app does",
  problem: "the problem it solves",
  audience: "your audience",
  where: "where your users spend time",
  whyChoose: "why people pick it",
  features: "your favourite features",
  launchDate: "your launch date",
  team: "your team background",
  story: "your innovation story",
  url: "your website",
  platforms: "your platforms",
};

const tidy = (text: string) => text.trim().replace(/\s+/g, " ");
const noStop = (text: string) => tidy(text).replace(/[.!?]+$/, "");
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
const firstSentence = (text: string) => noStop(tidy(text).split(/(?<=[.!?])\s/)[0] ?? "");

/**
 * The text within `max`, cut where a phrase ends and marked "…" (fitText): every draft that has
 * a limit goes through it, so no draft a maker pastes ends in half a phrase.
 */
const fitWords = (text: string, max: number, measure?: (text: string) => number) =>
  fitTo(noStop(text), max, { measure });

/** fitWords, measured as X counts. */
const fitXWords = (text: string, max: number) => fitWords(text, max, xPostLength);

function answersFrom(input: DraftInput): Record<Key, string> {
  const a = input.answers;
  const f = (name: string) =>
    typeof input.foundation[name] === "string" ? (input.foundation[name] as string) : "";
  return {
    description: a["app-description"] || input.description,
    problem: a["app-problem"] || f("painPoint"),
    audience: a["who-uses"] || f("audienceJob"),
    where: a["find-users"] ?? "",
    pitch: f("elevatorPitch"),
    usp: f("usp"),
    whyChoose: a["why-choose"] ?? "",
    features: a["special-features"] ?? "",
    launchDate: input.launchDate ?? a["launch-date"] ?? "",
    team: f("teamBackground"),
    story: f("innovationStory"),
    url: input.url,
    platforms: platformNames(input.platforms),
  };
}

function whereToAdd(key: Key, appId: string): string {
  switch (key) {
    case "description":
    case "problem":
      return `/simple-wizard/${appId}?step=0`;
    case "audience":
    case "where":
      return `/simple-wizard/${appId}?step=1`;
    case "whyChoose":
    case "features":
      return `/simple-wizard/${appId}?step=2`;
    case "launchDate":
      return `/apps/${appId}/checklist`;
    case "pitch":
    case "usp":
    case "team":
    case "story":
      return `/wizard/${appId}?step=foundation`;
    case "url":
      return `/dashboard?edit=${appId}`;
    case "platforms":
      return `/app-category/${appId}`;
  }
}

/** A shape for `get`: the answer's first sentence cut to whole words within `max` characters, lower-cased at the start, to follow on from a phrase. */
const gist = (max: number) => (text: string) => lowerFirst(fitWords(firstSentence(text), max));

/** An email subject line: most inboxes show about this many characters on a phone. */
export const SUBJECT_MAX = 60;
/** Hacker News cuts a submission's title at 80 characters. */
export const SHOW_HN_TITLE_MAX = 80;

/** Words that open a second clause: "diagnoses leaves from a photo | and plans the watering". */
const SECOND_CLAUSE = /\s(?:and|but|so|while|which|then)\s/u;

/**
 * The whole short parts of an answer, longest first: its first sentence, its first clause (up to
 * a comma, colon or dash), and that clause up to its second ("… from one photo | and adjusts …").
 */
export function shortParts(text: string): string[] {
  const first = firstSentence(text);
  const clause = noStop(first.split(/[,;:\u2013\u2014]\s|\s[-\u2013\u2014]\s/u)[0] ?? "");
  const head = noStop(clause.split(SECOND_CLAUSE)[0] ?? "");
  const shorter = [clause, head].filter((part) => part.includes(" "));
  return [...new Set([first, ...shorter].filter((part) => part !== ""))];
}

/**
 * The pitch without the app's name: "Tile Tales is a cozy game…" reads "A cozy game…",
 * "PocketPlant looks at your leaves…" reads "It looks at your leaves…".
 */
export function pitchRest(pitch: string, appName: string): string {
  const name = appName.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const text = tidy(pitch);
  const rest = text.replace(new RegExp(`^${name}\\s+(is|are)\\s+`, "i"), "");
  if (rest !== text) return rest.charAt(0).toUpperCase() + rest.slice(1);
  return text.replace(new RegExp(`^${name}\\s+(?=[a-z])`, "i"), "It ");
}

type Line = { text: string; keys: readonly Key[] };

/**
 * Lines composed from the answers' short parts (docs/decisions/069-locks-drafts-listing-sign-up.md):
 * the ones that fit `max` whole, in order; when none does, the first with a note saying by how
 * much it is over ("[shorten this: 74 of 60]"), never a cut.
 */
function composeToFit(lines: readonly Line[], max: number, count = 1): Line[] {
  const seen = new Set<string>();
  const unique = lines.filter((line) => line.text && !seen.has(line.text) && seen.add(line.text));
  const fitting = unique.filter((line) => [...line.text].length <= max).slice(0, count);
  if (fitting.length > 0 || unique.length === 0) return fitting;
  const first = unique[0];
  return [{ ...first, text: `${first.text} ${shortenNote([...first.text].length, max)}` }];
}

/**
 * The short parts a title or a subject is made of: the pitch, what it does and its benefit, each
 * as a sentence and as a clause, then "a <category> app for <who>".
 */
function titleParts(values: Record<Key, string>, input: DraftInput): Line[] {
  const lines: Line[] = [];
  const add = (key: Key, text: string) => {
    for (const part of shortParts(text)) lines.push({ text: part, keys: [key] });
  };
  if (tidy(values.description)) add("description", values.description);
  if (tidy(values.pitch)) add("pitch", pitchRest(values.pitch, input.appName));
  if (tidy(values.usp)) add("usp", values.usp);
  if (tidy(values.whyChoose)) add("whyChoose", values.whyChoose);
  const who = audienceGist(values.audience);
  if (who) {
    const kind = input.categoryName ? `${input.categoryName.toLowerCase()} app` : "app";
    lines.push({ text: `A ${kind} for ${who}`, keys: ["audience"] });
  }
  return lines;
}

/** Who it is for, as a short phrase: "adults in flats" from "Adults in flats who own…". */
function audienceGist(audience: string): string {
  return tidy(audience) ? lowerFirst(noStop(tidy(audience).split(/[,;.]| who | that /)[0])) : "";
}

/** One draft's view of the answers: records what it used and what was missing. */
function filler(input: DraftInput) {
  const values = answersFrom(input);
  const used = new Set<Key>();
  const missing = new Set<Key>();
  const get = (key: Key, shape: (text: string) => string = noStop) => {
    const value = tidy(values[key]);
    if (value) {
      used.add(key);
      return shape(value);
    }
    missing.add(key);
    return `[${LABELS[key]}]`;
  };
  const has = (key: Key) => tidy(values[key]) !== "";
  /** The first of `keys` answered, shaped; the better answers before it are noted as missing. */
  const pick = (keys: readonly Key[], shape: (text: string) => string = noStop) => {
    const found = keys.find(has);
    for (const key of keys.slice(0, found ? keys.indexOf(found) : keys.length)) missing.add(key);
    return found ? get(found, shape) : `[${LABELS[keys[0]]}]`;
  };
  /** Notes an answer that would improve the draft without using it. */
  const want = (key: Key) => {
    if (!has(key)) missing.add(key);
  };
  const finish = (draft: Omit<Draft, "used" | "missing">): Draft => ({
    ...draft,
    used: ["your app's name", ...[...used].map((k) => LABELS[k])],
    missing: [...missing].map((key) => ({
      key,
      label: LABELS[key],
      message: `Add ${LABELS[key]} to improve this.`,
      href: whereToAdd(key, input.appId),
    })),
  });
  /** One composed line (composeToFit) from `lines`, recording the answers it used. */
  const compose = (lines: readonly Line[], max: number, fallback: Key = "description") => {
    const [line] = composeToFit(lines, max);
    if (!line) return get(fallback);
    for (const key of line.keys) get(key);
    return line.text;
  };
  return { get, has, pick, want, finish, values, compose };
}

type Filler = ReturnType<typeof filler>;

/** A sentence as the maker wrote it, ending in a full stop. */
const sentence = (text: string) => `${noStop(text)}.`;

/** A draft with no length limit: its lines, filled in from the answers, joined by `separator`. */
function textDraft(
  input: DraftInput,
  about: { id: string; title: string; format: string },
  lines: (get: Filler["get"], fill: Filler) => string[],
  separator = "\n\n",
): Draft {
  const fill = filler(input);
  return fill.finish({ ...about, maxLength: null, text: lines(fill.get, fill).join(separator) });
}

function taglines(input: DraftInput): Draft {
  const { get, has, want, finish, values } = filler(input);
  if (!has("pitch")) want("pitch");
  const who = audienceGist(values.audience);
  const lines = titleParts(values, input);
  // The pitch first, then what it does for whom, then the rest of the parts.
  const pitchFirst = [
    ...lines.filter((line) => line.keys[0] === "pitch"),
    ...(has("description") && who
      ? shortParts(values.description)
          .reverse()
          .map((what) => ({
            text: `${what}, for ${who}`,
            keys: ["description", "audience"] as Key[],
          }))
      : []),
    ...lines.filter((line) => line.keys[0] !== "pitch"),
  ];
  const options = composeToFit(pitchFirst, TAGLINE_MAX, 4).map((line) => {
    for (const key of line.keys) get(key);
    return line.text;
  });
  if (options.length === 0) {
    get("description");
    get("audience");
    options.push("[what it does, in plain words, at most 60 characters]");
  }
  const unique = [...new Set(options)];
  return finish({
    id: "ph-taglines",
    title: "Product Hunt tagline options",
    format: `One line each, at most ${TAGLINE_MAX} characters, saying what it does; no emoji or hype words.`,
    maxLength: TAGLINE_MAX,
    text: unique.map((o) => `- ${o}`).join("\n"),
  });
}

function firstComment(input: DraftInput): Draft {
  return textDraft(
    input,
    {
      id: "ph-first-comment",
      title: "Product Hunt maker's first comment",
      format: `Posted at launch. About ${PH_FIRST_COMMENT_VISIBLE} characters show; no asking for votes.`,
    },
    (get, { has, pick }) => [
      `Hi, I'm [your name], ${get("team", (t) => lowerFirst(noStop(t)))}.`,
      `I built ${input.appName} because ${get("problem", (t) => lowerFirst(noStop(t)))}.`,
      `${has("pitch") ? get("pitch", sentence) : `${input.appName}: ${pick(["pitch", "description"], (t) => lowerFirst(noStop(t)))}.`} It's for ${get("audience", (t) => lowerFirst(noStop(t)))}.`,
      `What's different: ${pick(["usp", "whyChoose"], (t) => lowerFirst(noStop(t)))}.`,
      `[Price or free plan.] It's early: [a known limit], and next we're working on [your next step].`,
      `A question for you: [one specific question you want answered].`,
    ],
  );
}

function announcementEmail(input: DraftInput): Draft {
  return textDraft(
    input,
    {
      id: "launch-email",
      title: "Launch announcement email",
      format:
        "An honest subject, one link, one call to action, your postal address and an unsubscribe link.",
    },
    (get, { pick, compose, values }) => [
      `Subject: ${compose(
        [
          ...titleParts(values, input).map((line) => ({
            ...line,
            text: `${input.appName} is live: ${lowerFirst(line.text)}`,
          })),
          { text: `${input.appName} is live`, keys: [] },
        ],
        SUBJECT_MAX,
      )}`,
      `Hi [first name],`,
      `Today we launched ${input.appName}. ${pick(["pitch", "description"], sentence)} We made it for ${get("audience", (t) => lowerFirst(noStop(t)))}.`,
      `[One sentence on why now, or what you learned building it.]`,
      `We'd love your feedback: ${get("url")}`,
      `Thanks,\n[your name]`,
      `--\nSent by [your name or company], [postal address: a registered PO box is fine]. Unsubscribe: [one-click unsubscribe link]`,
    ],
  );
}

function showHn(input: DraftInput): Draft {
  return textDraft(
    input,
    {
      id: "show-hn",
      title: "Show HN post (outline)",
      format:
        "Write the post and every reply in your own words: Hacker News asks that comments not be generated or edited by software. Stay to answer.",
    },
    (get, { compose, values }) => [
      `Title: ${compose(
        titleParts(values, input).map((line) => ({
          ...line,
          text: `Show HN: ${input.appName} \u2013 ${lowerFirst(line.text)}`,
        })),
        SHOW_HN_TITLE_MAX,
      )}`,
      `Link: ${get("url")} (the thing itself, tryable without signing up)`,
      `Outline for the text you write yourself:`,
      `- Who you are: ${get("team", noStop)}`,
      `- Why you built it: ${get("problem", noStop)}`,
      `- How it works: [the interesting technical part]`,
      `- What's rough or missing: [be honest]`,
      `- The feedback you want: [one question]`,
    ],
    "\n",
  );
}

function pressPitch(input: DraftInput): Draft {
  const kind = input.categoryName ? input.categoryName.toLowerCase() : "app";
  return textDraft(
    input,
    {
      id: "press-pitch",
      title: "Press pitch email",
      format:
        "One person per email, never a long To: list; link a web press kit rather than a zip file.",
    },
    (get, { has, pick, compose, values }) => [
      `Subject: ${compose(
        titleParts(values, input).map((line) => ({
          ...line,
          text: `${input.appName} \u2013 ${lowerFirst(line.text)}`,
        })),
        50,
      )}`,
      `Hi [their name],`,
      `[One line on why it fits your coverage, naming a recent piece or video of theirs.]`,
      `${has("pitch") ? get("pitch", sentence) : `${input.appName} is a ${kind} app: ${pick(["pitch", "description"], (t) => lowerFirst(noStop(t)))}.`} What makes it different: ${pick(["usp", "whyChoose"], (t) => lowerFirst(noStop(t)))}.`,
      `It comes out ${get("launchDate")} on ${get("platforms")} for [price]. Link: ${get("url")}. Press kit: [press-kit link]. Happy to send a key or code.`,
      `[Your name, role, contact]`,
    ],
  );
}

function pressKit(input: DraftInput): Draft {
  return textDraft(
    input,
    {
      id: "press-kit",
      title: "Press-kit fact sheet",
      format:
        "Put it on a web page: developer, location, release date, platforms, price, links and press contact first.",
    },
    (get) => [
      `${input.appName}: fact sheet`,
      `Developer: ${get("team", noStop)}`,
      `Based in: [city, country]`,
      `Release date: ${get("launchDate")}`,
      `Platforms: ${get("platforms")}`,
      `Price: [price]`,
      `Website: ${get("url")}`,
      `Store links: [${storeNames(input.platforms)} links]`,
      `Press contact: [email]`,
      ``,
      `Short description: ${get("description", (t) => `${noStop(t)}.`)}`,
      `Features: ${get("features", (t) => `${noStop(t)}.`)}`,
      `History: ${get("story", (t) => `${noStop(t)}.`)}`,
      `Media: [trailer or gameplay video], [high-resolution screenshots], [logo and icon]`,
      `Quotes and awards: [attributed ones only]`,
    ],
    "\n",
  );
}

const CHANNEL_FORMATS: Record<ContentChannel, { format: string; maxLength: number | null }> = {
  Blog: { format: "A titled article with an outline; end with one link.", maxLength: null },
  LinkedIn: {
    format: `Up to ${LINKEDIN_POST_MAX.toLocaleString("en-US")} characters; the first ${LINKEDIN_VISIBLE} or so show before \u201csee more\u201d, so lead with the point.`,
    maxLength: LINKEDIN_POST_MAX,
  },
  Twitter: {
    format: `One post of at most ${X_POST_MAX} characters as X counts them: a link counts as ${X_LINK_LENGTH}, an emoji or a Chinese, Japanese or Korean character as 2.`,
    maxLength: X_POST_MAX,
  },
  Devlog: {
    format: "A short devlog: what you built, what you learned, what's next.",
    maxLength: null,
  },
  "Short video": {
    format:
      "A script for a short vertical video: a hook in the first seconds, three shots of the app in use, one caption.",
    maxLength: null,
  },
  Discord: { format: "A short announcement for your own server's news channel.", maxLength: null },
};

function schedulePost(input: DraftInput, entry: DraftScheduleEntry): Draft {
  const { get, has, pick, finish } = filler(input);
  const name = input.appName;
  let text: string;
  switch (entry.channel) {
    case "Blog":
      text = [
        `Title: [a title for \u201c${entry.ideaTitle}\u201d]`,
        `1. The problem: ${get("problem", noStop)}`,
        `2. Who has it: ${get("audience", noStop)}`,
        `3. What we tried and learned: [your story]`,
        `4. How ${name} helps: ${get("description", noStop)}`,
        `Link: ${get("url")}`,
      ].join("\n");
      break;
    case "LinkedIn":
      text = [
        `${get("problem", (t) => `${noStop(t)}.`)}`,
        `That's why we built ${name}: ${get("description", (t) => lowerFirst(noStop(t)))}.`,
        `[Your ${entry.ideaTitle.toLowerCase()} in three short paragraphs.]`,
        `Made for ${get("audience", (t) => lowerFirst(noStop(t)))}. ${get("url")}`,
      ].join("\n\n");
      break;
    case "Twitter": {
      const link = get("url");
      // An elevator pitch names the app itself; a description needs the name in front.
      const head = has("pitch") ? "" : `${name}: `;
      const tail = ` ${link}`;
      const room = X_POST_MAX - xPostLength(head + tail);
      text = `${head}${pick(["pitch", "description"], (t) => fitXWords(noStop(t), room))}${tail}`;
      break;
    }
    case "Devlog":
      text = [
        `Devlog: [a title for \u201c${entry.ideaTitle}\u201d]`,
        `What we built: ${get("features", noStop)}`,
        `What we learned: [one honest lesson]`,
        `What's next: [next milestone]`,
        `Follow or wishlist: ${get("url")}`,
      ].join("\n");
      break;
    case "Short video":
      text = [
        `Hook (first seconds): ${get("problem", (t) => fitWords(firstSentence(t), 80))}`,
        `Shot 1: ${name} open, doing ${get("description", gist(80))}`,
        `Shot 2: ${get("features", (t) => fitWords(firstSentence(t), 80))}`,
        `Shot 3: [the result]`,
        `Caption: ${name}, for ${get("audience", gist(60))}. [link in bio]`,
      ].join("\n");
      break;
    case "Discord":
      text = [
        `**${entry.ideaTitle}**`,
        `${get("description", (t) => `${noStop(t)}.`)}`,
        `[What changed and what you'd like feedback on.]`,
        `${get("url")}`,
      ].join("\n");
      break;
  }
  const channel = CHANNEL_FORMATS[entry.channel];
  return finish({
    id: `post-week-${entry.week}`,
    title: `Week ${entry.week} post: ${entry.channel} (${entry.ideaTitle})`,
    format: channel.format,
    maxLength: channel.maxLength,
    text,
  });
}

/** Every draft for the app, in a fixed order. */
export function generateDrafts(input: DraftInput): Draft[] {
  return [
    taglines(input),
    firstComment(input),
    announcementEmail(input),
    showHn(input),
    pressPitch(input),
    pressKit(input),
    ...input.schedule.map((entry) => schedulePost(input, entry)),
  ];
}

/** A draft's length as its channel counts it. */
export function draftLength(draft: Pick<Draft, "id" | "text">, channel?: ContentChannel): number {
  return channel === "Twitter" ? xPostLength(draft.text) : [...draft.text].length;
}

/** Over-limit lines or posts, as warnings. */
export function draftWarnings(draft: Draft, channel?: ContentChannel): string[] {
  if (draft.id === "ph-taglines") {
    return draft.text
      .split("\n")
      .map((line) => line.replace(/^-\s*/, "").replace(SHORTEN_NOTE, "").trim())
      .filter((line) => line && [...line].length > TAGLINE_MAX)
      .map((line) => `\u201c${line}\u201d is over ${TAGLINE_MAX} characters.`);
  }
  if (draft.maxLength !== null) {
    const length = draftLength(draft, channel);
    if (length > draft.maxLength) return [`${length} characters: the limit is ${draft.maxLength}.`];
  }
  return [];
}
