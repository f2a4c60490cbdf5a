// Launch: Product Hunt, email blasts, launch coordination. docs/guidance-sources.md.
import { LONG_TEXT_MAX } from "../../limits";
import { MODULE_TITLES } from "../module-titles";
import { SOURCES } from "../sources";
import type { ModuleDefinition } from "../types";

export const launchModule: ModuleDefinition = {
  stepName: "launch",
  title: MODULE_TITLES.launch,
  summary: "Product Hunt, email announcements and coordinating the day itself.",
  guidance: [
    {
      text: "The Product Hunt day starts at 12:01 a.m. Pacific time and every launch shares one 24-hour race. Ranking mixes upvotes, time since posting, comments and other signals; the formula is secret, and the homepage is curated, so not every launch is featured.",
      sources: [SOURCES.phPreparing, SOURCES.typogram, SOURCES.phLaunchDay, SOURCES.phCuratorAma],
    },
    {
      text: "Weekdays are the busiest; weekends are quieter and suit side projects.",
      sources: [SOURCES.phPreparing],
      checked: "2026-11-25",
    },
    {
      text: "A suggested day plan (our synthesis, not a Product Hunt rule): 00:01 PT go live and post your first comment; until 03:00 tell your own audience and ask for feedback with one call to action; all day answer every comment; 05:00\u201309:00 a second wave for Europe and the US East in communities you already belong to; the next day a recap and \u201cwhat's next\u201d.",
      sources: [SOURCES.phLaunchKit, SOURCES.lagoHandbook],
    },
    {
      text: "Announcement email: an honest subject line, the Product Hunt and product links, and one call to action. US CAN-SPAM rules apply at any size: a postal address and a clear opt-out in every email.",
      sources: [SOURCES.canSpam],
    },
    {
      text: "Product Hunt allows a relaunch at least six months after the last post of the same product, company or root domain, and only with a significant update: a new look alone or a price change is not one, while a complete redesign with new functionality can be. Check its relaunch help page before you plan one.",
      sources: [SOURCES.phRelaunch],
      checked: "2026-11-28",
    },
  ],
  categoryNotes: {
    games: [
      {
        text: "On Steam, publish the Coming Soon page as soon as you talk about the game (it must be public at least two weeks before release), pay the $100 Steam Direct fee at least 30 days ahead (recouped after $1,000 in revenue), and allow 3\u20135 business days each for the store-page and build reviews. Wishlisters get an email at release.",
        sources: [
          SOURCES.steamComingSoon,
          SOURCES.steamDirect,
          SOURCES.steamReview,
          SOURCES.steamWishlist,
        ],
        checked: "2026-11-23",
        platforms: ["steam"],
      },
      {
        text: "Mobile games: open Google Play pre-registration (after the closed test for new personal accounts); pre-registrants are notified at launch. A Play campaign runs at most 90 days: if the app is not published by then, pre-registration ends in every country and you cannot start another, so open it once the date is firm.",
        sources: [SOURCES.playPreRegistration],
        checked: "2026-11-28",
        platforms: ["android"],
      },
      {
        text: "Mobile games: open App Store pre-orders (2\u2013180 days before release); people who pre-order get the app downloaded automatically at release.",
        sources: [SOURCES.applePreOrders],
        checked: "2026-11-28",
        platforms: ["ios"],
      },
      {
        text: "A press kit on a web page beats a zip file: a fact sheet (developer, location, release date, platforms, price, links, press contact), descriptions, features, a trailer, screenshots, logo and only attributed quotes.",
        sources: [SOURCES.pressKitNeeds],
        checked: "2026-11-23",
      },
    ],
    health: [
      {
        text: "Before submitting: Apple 5.1.1(ix) says an app that provides healthcare services should be submitted by a legal entity (an organisation account), and App Review enforces it; Apple may ask the same of a habit or stretching app that keeps health data.",
        sources: [SOURCES.appleGuidelines, SOURCES.appleRegulatedApps],
        checked: "2026-11-28",
        platforms: ["ios"],
      },
      {
        text: "Before submitting: complete Google Play's Health apps declaration. On Google Play only medical and human-subjects-research apps need an Organization account.",
        sources: [SOURCES.playHealthDeclaration],
        checked: "2026-11-28",
        platforms: ["android"],
      },
    ],
    shopping: [
      {
        text: "Physical goods must be sold outside Apple's in-app purchase (3.1.3(e)): check your checkout before launch day.",
        sources: [SOURCES.appleGuidelines],
        platforms: ["ios"],
      },
    ],
  },
  fields: [
    {
      name: "launchTimeline",
      completes: true,
      label: "Launch timeline",
      hint: "What happens when, from your slowest gate (a store test or review) to the week after launch.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games:
          "T-60 the slowest store gate started; T-30 press kit page live; T-7 trailer final; T0 release and first comment; T+1 recap.",
        shopping:
          "T-30 PH profile; T-14 store builds submitted; T-7 mom-test the tagline; T0 launch; T+7 first-market report.",
        photo:
          "T-30 PH profile; T-14 builds in review; T-1 first comment drafted; T0 launch; T+2 best clips roundup.",
        social:
          "T-30 pilot clubs onboarded; T-7 community rules published; T0 launch; T+7 what we fixed.",
        health:
          "T-30 physio review of all claims; T-7 welcome emails live; T0 launch; T+7 rating prompt after a finished routine.",
        education:
          "T-45 a test with one class of students; T-14 builds submitted; T0 launch; T+7 teacher feedback.",
        music: "T-30 licences checked; T-7 demo video final; T0 launch; T+3 remix contest results.",
        tools:
          "T-14 Show HN; T-7 PH draft mom-tested; T0 12:01 a.m. PT launch; T+1 changelog post.",
      },
    },
    {
      name: "whatsNextCommunication",
      completes: true,
      label: "\u201cWhat's next\u201d communication",
      hint: "How you will thank people and tell them what you are building next.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "A devlog post with the three most requested puzzles and when they arrive.",
        shopping: "An email to sellers with fixes from launch week and the next market feature.",
        photo: "A thank-you reel using launch-day clips (with permission) and the roadmap.",
        social: "A message to organisers: what we fixed and which club feature is next.",
        health: "A LinkedIn post on the most-used stretch and new routines coming.",
        education: "A note to teachers and students with the next subjects supported.",
        music: "A Discord update with the next sound pack and the remix winners.",
        tools: "A changelog entry and newsletter: bugs fixed and Firefox support next.",
      },
    },
  ],
};
