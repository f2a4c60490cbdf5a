// The simple wizard: the 12 answer ids of docs/product/spec-facts.md §3, three per step (the grouping is ours,
// docs/decisions/006-wizards.md): what the app is, who it is for, why people pick it, the launch.
import { type CategoryId, isSimpleWizardAnswerId, type SimpleWizardAnswerId } from "~/lib/enums";

import { SIMPLE_ANSWER_MAX } from "../limits";
import { appliesToPlatforms, type PlatformId } from "../platforms";
import { SIMPLE_WIZARD_STEP_COUNT } from "./progress";
import { SAMPLE_APP_NAMES } from "./sample-apps";
import type { CategoryExamples, SimpleAnswers } from "./types";

export type SimpleQuestion = {
  id: SimpleWizardAnswerId;
  label: string;
  /** One sentence, always shown. */
  hint: string;
  /** The rest, behind "More" (a native <details>, so it opens without JavaScript). */
  more?: string;
  /** Sentences added to `more` only for an app that ships there (a web app hears nothing of Steam). */
  moreFor?: { platform: PlatformId; text: string }[];
  /** "date": the launch date, the app's one stored date. */
  kind: "text" | "textarea" | "date";
  maxLength: number;
  examples: CategoryExamples;
};

export type SimpleStep = { title: string; intro: string; questions: SimpleQuestion[] };

export const SIMPLE_WIZARD_STEPS: SimpleStep[] = [
  {
    title: "Your app",
    intro: "Start with the basics, in words a friend would understand.",
    questions: [
      {
        id: "app-name",
        label: "What is your app called?",
        hint: "Short and easy to spell: store names have room for 30 characters.",
        kind: "text",
        maxLength: SIMPLE_ANSWER_MAX,
        examples: SAMPLE_APP_NAMES,
      },
      {
        id: "app-description",
        label: "What does your app do, in one or two sentences?",
        hint: "Say what someone can do with it, not how it is built, without jargon.",
        kind: "textarea",
        maxLength: SIMPLE_ANSWER_MAX,
        examples: {
          games: "A cozy word-puzzle game you play in five-minute rounds on the bus.",
          shopping: "Craft-fair sellers track their stock and take orders from one phone.",
          photo: "Turns a burst of photos into a short stop-motion clip in one tap.",
          social: "Private group chats for hobby clubs, with events and a shared photo wall.",
          health: "Guided five-minute stretches that remind you to move away from your desk.",
          education: "Turns your class notes into flashcards that quiz you before a test.",
          music: "Make your first beat in minutes with sounds you are allowed to share.",
          tools: "A browser extension that groups your tabs and puts idle ones to sleep.",
        },
      },
      {
        id: "app-problem",
        label: "What problem does it solve?",
        hint: "Describe the annoying moment before your app existed.",
        kind: "textarea",
        maxLength: SIMPLE_ANSWER_MAX,
        examples: {
          games: "Most puzzle games nag you with ads and timers; people want a calm break.",
          shopping: "Sellers lose sales when they don't know what's left on the table.",
          photo: "Making stop-motion by hand takes hours of editing.",
          social: "Club chats get lost in busy group messengers full of other people.",
          health: "Office workers sit for hours and only notice when their back hurts.",
          education: "Students reread notes instead of testing themselves, and forget.",
          music: "Beginners give up because music apps are complicated or sounds are unlicensed.",
          tools: "Fifty open tabs slow the laptop down and hide the one you need.",
        },
      },
    ],
  },
  {
    title: "Who it's for",
    intro: "The clearer the person, the easier every later step becomes.",
    questions: [
      {
        id: "who-uses",
        label: "Who will use your app?",
        hint: "Picture one real person: what they do and when they'd open your app.",
        kind: "textarea",
        maxLength: SIMPLE_ANSWER_MAX,
        examples: {
          games: "Commuters who like crosswords and want a calm game on the way to work.",
          shopping: "People who sell handmade goods at weekend markets.",
          photo: "Teens and hobby creators who post short videos.",
          social: "Members and organisers of small hobby clubs, like a running or chess club.",
          health: "Office and remote workers who sit most of the day.",
          education: "High-school students preparing for tests, and their teachers.",
          music: "Beginners who want to make beats without buying equipment.",
          tools: "Developers, researchers and anyone who lives in their browser.",
        },
      },
      {
        id: "age-group",
        label: "How old are your users?",
        hint: "A range such as 25-50; under-16s bring parental-consent rules.",
        more: "Under 13? US law (COPPA) needs verifiable parental consent before you collect their data, and since 22 April 2026 a separate consent before sharing it with third parties such as ad networks. In the EU each country sets the age a child consents alone, anywhere from 13 to 16 (16 unless it chose lower); below it a parent must consent too.",
        kind: "text",
        maxLength: SIMPLE_ANSWER_MAX,
        examples: {
          games: "16 and up, most players 25-45",
          shopping: "25-55",
          photo: "13-25",
          social: "18 and up (club members)",
          health: "25-50",
          education: "14-18, plus teachers",
          music: "13-30",
          tools: "20-45",
        },
      },
      {
        id: "find-users",
        label: "Where do these people spend time online?",
        hint: "Name real places where your first users are: communities, newsletters, hashtags, events.",
        kind: "textarea",
        maxLength: SIMPLE_ANSWER_MAX,
        examples: {
          games: "Puzzle subreddits, cozy-game Discord servers, word-game fans on TikTok.",
          shopping: "Etsy seller forums, craft-fair Facebook groups, local maker markets.",
          photo: "TikTok, Instagram Reels, photography Discords.",
          social: "Meetup groups, club newsletters, local community boards.",
          health: "LinkedIn, remote-work newsletters, office wellbeing programmes.",
          education: "Study-tip YouTube channels, school clubs, teacher forums.",
          music: "Beat-making subreddits, YouTube tutorials, music Discords.",
          tools: "Hacker News, developer newsletters, productivity subreddits.",
        },
      },
    ],
  },
  {
    title: "Why people love it",
    intro: "What makes your app worth choosing and worth sharing.",
    questions: [
      {
        id: "why-choose",
        label: "Why would someone pick your app over others?",
        hint: "One clear reason beats five vague ones; compare in your own words, not in store listings.",
        kind: "textarea",
        maxLength: SIMPLE_ANSWER_MAX,
        examples: {
          games:
            "No timers, no energy bars: just puzzles you can finish, with hints that never cost money.",
          shopping: "Works offline at the market and syncs when you're back online.",
          photo: "One tap instead of an editing timeline.",
          social: "Only your club is there, and admins can report and block in two taps.",
          health: "Five minutes, no equipment, made with a physiotherapist.",
          education: "It uses your own notes, not someone else's deck.",
          music: "Every sound is licensed, so you can post your beats anywhere.",
          tools: "Saves memory without closing anything: tabs wake up when you click them.",
        },
      },
      {
        id: "special-features",
        label: "Which features are you proudest of?",
        hint: "List two or three, each with what it does for the user.",
        kind: "textarea",
        maxLength: SIMPLE_ANSWER_MAX,
        examples: {
          games: "Daily puzzle, a relaxing soundtrack, and a hint that never costs money.",
          shopping: "Barcode stock counts, card payments, a sales summary after each market.",
          photo: "Onion-skin overlay, speed slider, export to vertical video.",
          social: "Event RSVPs, a shared photo wall, moderation tools for admins.",
          health: "Gentle reminders, routines for neck, back and wrists, a streak calendar.",
          education: "Notes to flashcards in one step, spaced repetition, test countdown.",
          music: "Sixteen-pad grid, tempo lock, one-tap export to short video.",
          tools: "Automatic tab groups, sleep timer, one-click session restore.",
        },
      },
      {
        id: "tell-friends",
        label: "What would make someone tell a friend about it?",
        hint: "Think of the moment a user says \u201cyou have to try this\u201d (never pay for or script reviews).",
        kind: "textarea",
        maxLength: SIMPLE_ANSWER_MAX,
        examples: {
          games: "Sharing a finished puzzle grid without spoilers, like a daily score.",
          shopping: "Showing another seller the sales summary after a busy market day.",
          photo: "Posting a clip that looks like it took hours.",
          social: "Inviting the rest of the club so everyone sees the next event.",
          health: "Doing a stretch break together with a colleague.",
          education: "Sharing a flashcard deck with classmates before an exam.",
          music: "Posting a beat and seeing friends remix it.",
          tools: "The laptop fan going quiet after installing it.",
        },
      },
    ],
  },
  {
    title: "Your launch",
    intro: "A launch is a plan, not a day. Let's sketch yours.",
    questions: [
      {
        id: "launch-date",
        label: "When do you want to launch?",
        hint: "Pick a day; you can move it later, and the launch checklist moves with it.",
        more: "Plan back from your slowest step.",
        moreFor: [
          {
            platform: "android",
            text: "A new Google Play personal account needs a 14-day closed test with at least 12 testers, then a production-access review: start about 45 days ahead.",
          },
          {
            platform: "ios",
            text: "Apple reviews most builds within a day; submit two weeks ahead so a refusal can be fixed in time.",
          },
          {
            platform: "steam",
            text: "Steam wants a public Coming Soon page as early as possible (at least two weeks before release) and the Steam Direct fee paid 30 days ahead.",
          },
          {
            platform: "web",
            text: "A web app waits for no store review: your slowest steps are the first testers and the Product Hunt page.",
          },
        ],
        kind: "date",
        maxLength: SIMPLE_ANSWER_MAX,
        examples: {
          games: "Early March, after our store page has been up for a few weeks",
          shopping: "Before the spring craft-fair season",
          photo: "In six weeks",
          social: "When three clubs are using it",
          health: "January, when people plan healthy habits",
          education: "Before exam season in May",
          music: "Next month",
          tools: "In two weeks, with a Show HN post",
        },
      },
      {
        id: "launch-help",
        label: "What help do you need for your launch?",
        hint: "Be honest: writing, design, finding testers, a store account?",
        more: "Under 18s usually publish through a parent's or an organisation's developer account, whose name shows on the store.",
        moreFor: [
          {
            platform: "ios",
            text: "On the App Store, apps that provide healthcare or other regulated services should come from an organisation, which App Review enforces, and Apple may ask the same of a fitness or habit app that keeps health data.",
          },
        ],
        kind: "textarea",
        maxLength: SIMPLE_ANSWER_MAX,
        examples: {
          games: "A trailer for the store page and testers for the beta.",
          shopping: "Photos of the app in use at a real market.",
          photo: "A short demo clip and a privacy policy.",
          social: "Clear community rules and a way to answer reports quickly.",
          health: "A physiotherapist to review our claims.",
          education: "A teacher to try it in class and a parent to publish the app.",
          music: "Checking the licence of every sound pack.",
          tools: "A landing page that lets people try it without signing up.",
        },
      },
      {
        id: "success-looks-like",
        label: "What does success look like three months after launch?",
        hint: "Pick numbers you can measure, like weekly users or paying customers.",
        kind: "textarea",
        maxLength: SIMPLE_ANSWER_MAX,
        examples: {
          games: "1,000 players who come back at least three days a week.",
          shopping: "50 sellers using it at every market, 10 paying.",
          photo: "5,000 clips exported, 20% shared to social media.",
          social: "20 active clubs with an event every month.",
          health: "500 people who stretch at least three times a week.",
          education: "Used by three classes, with better test scores they can see.",
          music: "2,000 beats exported and a small Discord of regulars.",
          tools: "5,000 installs and a 4.5-star rating.",
        },
      },
    ],
  },
];

export const SIMPLE_WIZARD_LAST_STEP = SIMPLE_WIZARD_STEP_COUNT - 1;

export function isSimpleStepIndex(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= SIMPLE_WIZARD_LAST_STEP;
}

/** Reads ?step= (0-3); anything else is null. */
export function parseSimpleStep(value: string | null): number | null {
  if (value === null || !/^\d$/.test(value)) return null;
  const step = Number(value);
  return isSimpleStepIndex(step) ? step : null;
}

export type { SimpleAnswers };

function isAnswered(answers: SimpleAnswers, id: SimpleWizardAnswerId) {
  return (answers[id] ?? "").trim() !== "";
}

/**
 * How many steps the stored answers reach: one past the last step with an answer. Used to keep
 * the simple wizard's share of progress when the app's progress is recomputed.
 */
export function answeredStepCount(answers: SimpleAnswers): number {
  let reached = 0;
  SIMPLE_WIZARD_STEPS.forEach((step, index) => {
    if (step.questions.some((q) => isAnswered(answers, q.id))) reached = index + 1;
  });
  return reached;
}

/** Where to continue: the first step with an unanswered question, else the first step. */
export function resumeSimpleStep(answers: SimpleAnswers): number {
  const index = SIMPLE_WIZARD_STEPS.findIndex((step) =>
    step.questions.some((q) => !isAnswered(answers, q.id)),
  );
  return index === -1 ? 0 : index;
}

/**
 * The step's questions with the category's example, written for the maker's app: the category's
 * sample app carries the app's name (the name question keeps the sample, as an idea of a name),
 * and the "More" text names only the stores the app ships on (all but Steam while none is chosen).
 */
export function simpleStepView(
  step: number,
  category: CategoryId,
  appName = "",
  platforms: readonly PlatformId[] = [],
) {
  const definition = SIMPLE_WIZARD_STEPS[step];
  const sample = SAMPLE_APP_NAMES[category];
  const name = appName.trim();
  return {
    title: definition.title,
    intro: definition.intro,
    questions: definition.questions.map(({ examples, moreFor, ...question }) => ({
      ...question,
      more: [
        question.more,
        ...(moreFor ?? [])
          .filter((line) => appliesToPlatforms([line.platform], platforms))
          .map((line) => line.text),
      ]
        .filter(Boolean)
        .join(" "),
      example:
        name && question.id !== "app-name"
          ? examples[category].split(sample).join(name)
          : examples[category],
    })),
  };
}

/** The stored wizardAnswers JSON as answers: only the 12 ids with text values. */
export function readSimpleAnswers(json: unknown): SimpleAnswers {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return {};
  const answers: SimpleAnswers = {};
  for (const [key, value] of Object.entries(json)) {
    if (isSimpleWizardAnswerId(key) && typeof value === "string") answers[key] = value;
  }
  return answers;
}
