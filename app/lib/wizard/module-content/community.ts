// Community: engagement, directories and the Product Hunt date. docs/guidance-sources.md.
import { LONG_TEXT_MAX } from "../../limits";
import { MODULE_TITLES } from "../module-titles";
import { SOURCES } from "../sources";
import type { ModuleDefinition } from "../types";

export const communityModule: ModuleDefinition = {
  stepName: "community",
  title: MODULE_TITLES.community,
  summary: "Engagement templates: where you show up, how you help, and where you list the app.",
  guidance: [
    {
      text: "Show HN is for things people can try: no blog posts, signup walls or landing pages, and you must be there to discuss. \u201cPlease don't ask friends to upvote or comment.\u201d",
      sources: [SOURCES.showHn, SOURCES.hnGuidelines],
    },
    {
      text: "Write your Show HN post and every reply yourself: since March 2026 the guidelines ask that comments not be generated or edited by software. Moderators also limited Show HN posts from new accounts, so build a comment history first.",
      sources: [SOURCES.hnGuidelines, SOURCES.hnNewAccounts],
      checked: "2026-11-23",
    },
    {
      text: "On Reddit, be a member before you are a marketer: don't mostly post links to your own business, post once or twice instead of flooding, and ask the moderators first. Each community's rules override the general ones.",
      sources: [SOURCES.redditSpam],
    },
    {
      text: "Give Product Hunt itself about a month of preparation. New accounts may wait about a week before they can post, and launches can be scheduled up to about 30 days ahead. You don't need a hunter. Store gates (a store's test or review) need longer: see the launch checklist.",
      sources: [SOURCES.phAccess, SOURCES.phScheduling, SOURCES.lagoHandbook],
    },
    {
      text: "Directories: BetaList targets early-stage startups. Its waiting times, and Indie Hackers' current sign-up rules, are unconfirmed, so check before you count on them.",
      sources: [SOURCES.betaList],
      unconfirmed: true,
    },
    {
      text: "Age rules for community platforms: Discord is 13+ (14\u201316 in some countries), Reddit 13+, and Instagram, TikTok and X 13+. Young makers and young audiences should pick places they may join.",
      sources: [SOURCES.discordAge, SOURCES.redditAge, SOURCES.socialAges],
    },
  ],
  categoryNotes: {
    games: [
      {
        text: "Discord is the home of many game communities, and it is 13+. Plan a server with clear rules before launch.",
        sources: [SOURCES.discordAge],
      },
      {
        text: "Keys for streamers and press: Keymailer is free for developers to list a game, vet creators by channel and track coverage.",
        sources: [SOURCES.keymailer],
        checked: "2026-11-23",
      },
      {
        text: "Vet direct Steam key requests from self-declared curators: Valve removed curator groups in 2022 after keys were resold.",
        sources: [SOURCES.keyResellers],
        checked: "2026-11-23",
        platforms: ["steam"],
      },
      {
        text: "Steam Next Fest (usually February, June and October): a game can take part once, with a public Coming Soon page and a playable demo, and must release after that edition ends.",
        sources: [SOURCES.steamNextFest],
        checked: "2026-11-23",
        platforms: ["steam"],
      },
    ],
    social: [
      {
        text: "Age gates for social apps and platforms sit at 13+: say who your community is for.",
        sources: [SOURCES.socialAges],
      },
    ],
    tools: [
      {
        text: "Show HN suits tools people can try instantly: link the tool itself, not a landing page.",
        sources: [SOURCES.showHn],
      },
    ],
  },
  fields: [
    {
      name: "productHuntDate",
      label: "Product Hunt launch date",
      hint: "Optional. Give Product Hunt preparation about a month; store reviews and tests may need longer.",
      kind: "date",
      maxLength: 10,
      examples: {
        games: "A Saturday, since weekends suit side projects",
        shopping: "A Tuesday before market season",
        photo: "A weekday, a month from now",
        social: "A weekday after three clubs have joined",
        health: "A Monday in early January",
        education: "A weekday before exam season",
        music: "A weekend, when creators have time to try it",
        tools: "A Tuesday, the week after your Show HN",
      },
    },
    {
      name: "communityStrategy",
      completes: true,
      label: "Community strategy",
      hint: "Which communities you join, how you help there, and when (if ever) you mention the app.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games:
          "Share puzzle-design notes in a cozy-games Discord for a month; post the game once, in the showcase channel.",
        shopping:
          "Answer stock and pricing questions in seller forums; mention ShelfSpot only when asked.",
        photo: "Post weekly stop-motion tips with clips made in the app; credit every creator.",
        social:
          "Start with three clubs we know; their organisers give feedback in a private channel.",
        health: "Share stretch tips on LinkedIn with our physiotherapist; no medical promises.",
        education: "Run a study-tips session with a school club, with the teacher's permission.",
        music:
          "Give feedback on beginners' beats in a forum; share LoopPad in the self-promo thread only.",
        tools: "Show HN with a try-now link; answer every comment for the first day.",
      },
    },
    {
      name: "directorySubmissions",
      completes: true,
      label: "Directories and listings",
      hint: "Where you will list the app, in order, with any rules you must follow.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "itch.io, a cozy-games newsletter, Product Hunt",
        shopping: "BetaList, Product Hunt, maker-market association newsletters",
        photo: "Product Hunt, creator tool roundups",
        social: "BetaList, Product Hunt, Meetup organiser forums",
        health: "Product Hunt, workplace wellbeing newsletters",
        education: "Teacher resource sites, Product Hunt, school app lists",
        music: "Product Hunt, beat-making communities' tool threads",
        tools: "Show HN, Product Hunt, browser extension stores",
      },
    },
  ],
};
