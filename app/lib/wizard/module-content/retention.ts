// Retention (growth): email sequences and upgrade strategies. docs/guidance-sources.md.
import { LONG_TEXT_MAX } from "../../limits";
import { MODULE_TITLES } from "../module-titles";
import { SOURCES } from "../sources";
import type { ModuleDefinition } from "../types";

export const retentionModule: ModuleDefinition = {
  stepName: "retention",
  title: MODULE_TITLES.retention,
  summary: "Growth after launch: email sequences, community and upgrade strategies.",
  guidance: [
    {
      text: "Send the first welcome email right away (or right after the sign-up is confirmed) and the second about a day later. About three emails suit shops; vendors commonly suggest 3\u20137 over one to two weeks elsewhere.",
      sources: [SOURCES.klaviyoWelcome, SOURCES.welcomeSeriesLength],
    },
    {
      text: "US CAN-SPAM, whatever your size: no misleading headers or subjects, say it is an ad, include a postal address and a clear opt-out honoured within 10 business days, never sell opted-out addresses. You stay responsible for anyone who sends for you.",
      sources: [SOURCES.canSpam],
    },
    {
      text: "UK and EU: ask for consent per channel, separately from your terms, never as a condition of buying, and keep records. Pre-ticked boxes are not consent. The UK \u201csoft opt-in\u201d (no consent needed) covers only people whose address you got while selling to them or negotiating a sale, only about your own similar products, and only if you offered a simple opt-out when you collected the address and in every message since.",
      sources: [SOURCES.icoEmail, SOURCES.preTicked],
      checked: "2026-11-28",
    },
    {
      text: "Email law applies whatever the maker's age. The postal address in every email may be a PO box registered with USPS or a registered private mailbox, so young makers need not publish a home address.",
      sources: [SOURCES.canSpam, SOURCES.canSpamPoBox],
      checked: "2026-11-28",
    },
    {
      text: "For the EU, you assess and declare in App Store Connect whether you are a trader under the Digital Services Act; earning money from an app usually makes you one, but not automatically. Apple shows a trader's address, phone and email on EU product pages; an individual may give a PO box, and a separate phone number and email keep private ones off the page.",
      sources: [SOURCES.appleTraderDsa, SOURCES.appleTraderPublic],
      checked: "2026-11-28",
      platforms: ["ios"],
    },
    {
      text: "Never show the store's rating prompt in answer to a button. A standing \u201cRate us\u201d link to the store's write-a-review page is fine; a home-made prompt that imitates the system one is not (Apple 5.6.1).",
      sources: [SOURCES.appleReviews, SOURCES.appleGuidelines],
      checked: "2026-11-26",
      platforms: ["ios"],
    },
    {
      text: "Never show the store's rating prompt in answer to a button, and on Google Play ask no questions before it. A standing \u201cRate us\u201d link to the store's write-a-review page is fine.",
      sources: [SOURCES.androidReviews],
      checked: "2026-11-26",
      platforms: ["android"],
    },
  ],
  categoryNotes: {
    health: [
      {
        text: "Never use health data for marketing emails or ads (Apple 5.1.3).",
        sources: [SOURCES.appleGuidelines],
        platforms: ["ios"],
      },
    ],
    education: [
      {
        text: "Consent a school gives under COPPA covers educational use only: don't send students marketing emails on it.",
        audience: "children",
        sources: [SOURCES.coppaFaq],
      },
    ],
  },
  fields: [
    {
      name: "nonTechnicalStrategy",
      completes: true,
      label: "Welcome and upgrade strategy",
      hint: "Your welcome email sequence and when you invite people to upgrade, in plain words.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games:
          "Day 0 welcome with today's puzzle; day 1 tips; day 5 the puzzle pack, a one-time purchase.",
        shopping:
          "Day 0 set up your first market; day 1 offline tips; day 7 the Pro plan for several stalls.",
        photo:
          "Day 0 your first clip; day 2 three creative ideas; day 7 Pro export without watermark.",
        social: "Day 0 invite your club; day 1 create an event; day 14 paid plan for large clubs.",
        health: "Day 0 first routine; day 1 reminder settings; day 10 the full routine library.",
        education:
          "Day 0 make your first deck; day 2 study tips; teachers get a class plan after a week.",
        music: "Day 0 first beat; day 1 tempo tricks; day 7 premium sound packs.",
        tools: "Day 0 how sleeping works; day 3 memory saved so far; day 14 sync across devices.",
      },
    },
    {
      name: "blogIntegration",
      label: "Blog and content in the app",
      hint: "How your posts bring people back into the app.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "A weekly puzzle-design post linking to the daily puzzle.",
        shopping: "Market tips in the app's home screen before each weekend.",
        photo: "Monthly challenge posts with an \u201copen in FrameFlip\u201d link.",
        social: "Organiser guides linked from the club admin screen.",
        health: "A stretch of the week, shown in the app and on the blog.",
        education: "Study guides linked from each subject's deck.",
        music: "Tutorials that open the matching sound pack.",
        tools: "Release notes inside the extension.",
      },
    },
    {
      name: "communityBuilding",
      label: "Community building",
      hint: "How you keep users talking to you and each other.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "A Discord (13+) with a daily-puzzle channel and monthly player-made puzzles.",
        shopping: "A private group for sellers to swap market tips.",
        photo: "A monthly theme with featured clips (with permission).",
        social: "An organisers' circle that votes on the roadmap.",
        health: "Team challenges with opt-in leaderboards.",
        education: "A teacher community sharing class decks.",
        music: "Remix contests using licensed packs.",
        tools: "A public issue tracker and feature voting.",
      },
    },
    {
      name: "longTermGrowth",
      completes: true,
      label: "Long-term growth",
      hint: "Where growth will come from in 6\u201312 months.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "Seasonal puzzle packs, a PC version, word-game streamers.",
        shopping: "Partnerships with market organisers, a multi-stall plan.",
        photo: "School and club licences for stop-motion projects.",
        social: "Club federations and regional organisers.",
        health: "Company wellbeing plans.",
        education: "School licences with a privacy-first promise.",
        music: "Creator partnerships and new sound packs each month.",
        tools: "Firefox and Safari versions, team sessions.",
      },
    },
  ],
};
