// Content: ideas and the 3-week publishing schedule. docs/guidance-sources.md.
import type { ContentIdeaId } from "~/lib/enums";

import { MAX_CONTENT_IDEAS } from "../../limits";
import { MODULE_TITLES } from "../module-titles";
import { SOURCES } from "../sources";
import type { ContentIdea, ModuleDefinition } from "../types";

/** The six content ideas of docs/product/spec-facts.md §3, in that order. */
export const CONTENT_IDEAS: (ContentIdea & { id: ContentIdeaId })[] = [
  {
    id: "long-form-article",
    title: "Long-form article",
    description: "An in-depth piece on the problem you solve and what you learned building it.",
    examples: {
      games: "\u201cWhat I learned designing a calm puzzle game\u201d",
      shopping: "\u201cWhat 20 craft fairs taught us about stock\u201d",
      photo: "\u201cThe history of stop-motion, and making it in one tap\u201d",
      social: "\u201cWhy hobby clubs leave big social networks\u201d",
      health: "\u201cWhat sitting all day does to your back, from a physiotherapist\u201d",
      education: "\u201cWhy testing yourself beats rereading your notes\u201d",
      music: "\u201cA beginner's guide to sample licences\u201d",
      tools: "\u201cWhere your browser's memory goes\u201d",
    },
  },
  {
    id: "case-study-coverage",
    title: "Case study",
    description: "A real user's story with their permission: the before, the after, real numbers.",
    examples: {
      games: "How a crossword club uses the daily puzzle as a warm-up",
      shopping: "How one potter sold out twice as fast with live stock counts",
      photo: "A teacher's class stop-motion project",
      social: "How a running club doubled event turnout",
      health: "One office team's month of stretch breaks",
      education: "A chemistry class that switched to flashcards",
      music: "A first-time producer's first released beat",
      tools: "A researcher's thesis with 200 tabs and no freezes",
    },
  },
  {
    id: "q-and-a-pitch",
    title: "Q&A pitch",
    description: "Answer the questions your audience asks most, in an interview or an AMA.",
    examples: {
      games: "AMA in a cozy-games community about design without ads",
      shopping: "Q&A for a maker newsletter: running a stall with one phone",
      photo: "Answering \u201chow do I start stop-motion?\u201d on a creator podcast",
      social: "Q&A with club organisers about keeping chats friendly",
      health: "Physiotherapist answers desk-worker questions",
      education: "Q&A with teachers about study habits",
      music: "Answering beginner questions in a beat-making forum",
      tools: "An Ask-me-anything on how tab sleeping works",
    },
  },
  {
    id: "consumer-focused-story",
    title: "Consumer-focused story",
    description: "A story told from the user's side: their day, their problem, their win.",
    examples: {
      games: "A commuter's calm ten minutes on the morning train",
      shopping: "A Saturday at the market, from setup to sold out",
      photo: "A Lego film made in an afternoon",
      social: "How a new member found their club's next event",
      health: "A 3 p.m. slump, fixed in five minutes",
      education: "The night before the test, without panic",
      music: "From first tap to first beat in ten minutes",
      tools: "Monday morning with 80 tabs, sorted",
    },
  },
  {
    id: "innovation-disruption",
    title: "Innovation story",
    description:
      "What you did differently and why. Write what genuinely interested you, not an ad.",
    examples: {
      games: "Why we removed every timer and kept players longer",
      shopping: "Building a card reader flow that works offline",
      photo: "How onion-skin overlay works on a phone camera",
      social: "Moderation tools designed for volunteers",
      health: "Designing routines a physiotherapist signs off",
      education: "Turning messy notes into good questions",
      music: "Building a fully licensed sound library",
      tools: "How we put tabs to sleep without losing their state",
    },
  },
  {
    id: "seo-optimized-content",
    title: "SEO-optimised content",
    description: "A page that answers one search question well and targets one keyword.",
    examples: {
      games: "\u201cWord games without ads: 7 calm picks\u201d",
      shopping: "\u201cCraft fair checklist: stock, float, card reader\u201d",
      photo: "\u201cStop-motion app for beginners: a step-by-step guide\u201d",
      social: "\u201cHow to organise a hobby club online\u201d",
      health: "\u201c5 desk stretches for neck pain\u201d",
      education: "\u201cHow to make flashcards from your notes\u201d",
      music: "\u201cRoyalty-free beats: what you can post\u201d",
      tools: "\u201cHow to reduce Chrome memory usage\u201d",
    },
  },
];

export const contentModule: ModuleDefinition = {
  stepName: "content",
  title: MODULE_TITLES.content,
  summary: "Choose up to three content ideas; we turn them into a 3-week publishing schedule.",
  guidance: [
    {
      text: `Pick at most ${MAX_CONTENT_IDEAS} ideas. Your plan puts one out each week, 7, 14 and 21 days after you save, on channels that suit your category: a blog post, LinkedIn and X for most apps; a devlog, a short video and a Discord post for games; short video first for photo and music apps. The dates are kept when you save, so they don't move.`,
      sources: [],
    },
    {
      text: "Post limits: X allows 280 characters and counts every link as 23; LinkedIn allows 3,000, with about 210 visible before \u201csee more\u201d. Put the hook first.",
      sources: [SOURCES.postLimits],
    },
    {
      text: "For innovation pieces, write about what genuinely interested you while building. Hacker News readers flag anything that reads like an ad.",
      sources: [SOURCES.hnWriting],
    },
    {
      text: "Case studies and stories must be real: since 21 October 2024 a US FTC rule bans fake or AI-written reviews and testimonials, and paying for reviews with a set sentiment. Ask users' permission and quote them exactly.",
      sources: [SOURCES.ftcFakeReviews],
    },
  ],
  categoryNotes: {
    shopping: [
      {
        text: "Testimonials from shoppers fall under the FTC's fake-review rule: only real customers, in their own words.",
        sources: [SOURCES.ftcFakeReviews],
      },
    ],
    photo: [
      {
        text: "TikTok business accounts can only use the Commercial Music Library, so plan clips with licensed music.",
        sources: [SOURCES.tiktokMusic],
      },
    ],
    health: [
      {
        text: "US FTC guidance requires \u201ccompetent and reliable scientific evidence\u201d for health claims, in apps and in your content.",
        sources: [SOURCES.ftcHealthClaims],
      },
    ],
    music: [
      {
        text: "Rights owners can monetise, block or track videos using their music through YouTube's Content ID, and TikTok business accounts are limited to the Commercial Music Library.",
        sources: [SOURCES.youtubeContentId, SOURCES.tiktokMusic],
      },
    ],
  },
  fields: [
    {
      name: "selectedContentIdeas",
      completes: true,
      label: "Content ideas",
      hint: `Choose one to ${MAX_CONTENT_IDEAS}. You need at least one to continue.`,
      kind: "ideas",
      maxLength: MAX_CONTENT_IDEAS,
      examples: {
        games: "Long-form article and consumer-focused story",
        shopping: "Case study and SEO-optimised content",
        photo: "Consumer-focused story and Q&A pitch",
        social: "Case study and long-form article",
        health: "Long-form article reviewed by an expert",
        education: "SEO-optimised content and case study",
        music: "Innovation story and Q&A pitch",
        tools: "Innovation story and SEO-optimised content",
      },
    },
  ],
};
