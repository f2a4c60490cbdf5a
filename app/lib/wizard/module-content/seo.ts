// SEO: keyword research and landing-page / store-listing optimisation. docs/guidance-sources.md.
import { LONG_TEXT_MAX, META_DESCRIPTION_MAX } from "../../limits";
import { MODULE_TITLES } from "../module-titles";
import { SOURCES } from "../sources";
import type { ModuleDefinition } from "../types";

export const seoModule: ModuleDefinition = {
  stepName: "seo",
  title: MODULE_TITLES.seo,
  summary: "Keyword research and landing page optimisation, for the web and the app stores.",
  guidance: [
    {
      text: "Google sets no fixed length for meta descriptions: it cuts them to the screen width and may show page text instead. Write a unique one for each page. Our 155-character cap is a convention; SEO tools warn outside roughly 120\u2013160 characters.",
      sources: [SOURCES.googleSnippets, SOURCES.metaLengthTools],
    },
    {
      text: "Keep page titles short and descriptive: search results usually show about 55\u201360 characters. Avoid \u201cHome\u201d-style titles, and never stuff keywords, which breaks Google's spam policies.",
      sources: [SOURCES.googleTitles, SOURCES.mdnTitle, SOURCES.googleSpam],
    },
    {
      text: "Match every keyword to what the searcher wants: information, a specific site, a comparison, or to buy. Give each intent a page that fits.",
      sources: [SOURCES.searchIntent],
    },
    {
      text: "Find keywords in Search Console queries, support questions and community threads. Autocomplete gives ideas, not search volume.",
      sources: [SOURCES.keywordMethod],
    },
    {
      text: "Landing page: say what the product does, show pricing, and let people try it without signing up. Technical audiences pick apart pages that hide either.",
      sources: [SOURCES.posthogPremortem, SOURCES.showHn],
    },
    {
      text: "The App Store searches a few fields only: name (30 characters), subtitle (30) and a hidden keyword field of 100 bytes. Apple's promotional text (170) can change any time without a new version.",
      sources: [SOURCES.appStoreConnectInfo, SOURCES.appleKeywordSpecs, SOURCES.applePromoText],
      checked: "2026-11-23",
      platforms: ["ios"],
    },
    {
      text: "Google Play searches a few fields only: title (30 characters), short description (80) and full description (4,000); there is no keyword field.",
      sources: [SOURCES.playMetadata, SOURCES.playListing],
      checked: "2026-11-23",
      platforms: ["android"],
    },
    {
      text: "Screenshots must show the app in use (Apple 2.3.3): Apple takes 1\u201310 per device size and up to 3 previews of 15\u201330 seconds.",
      sources: [SOURCES.appleGuidelines, SOURCES.applePreviews],
      platforms: ["ios"],
    },
    {
      text: "Google Play takes 2\u20138 screenshots per device type plus a feature graphic.",
      sources: [SOURCES.playGraphics],
      platforms: ["android"],
    },
    {
      text: "Ratings help ranking. Apple shows its prompt at most 3 times in 365 days. Never open the prompt from a button. A standing \u201cRate us\u201d link to the store's review page is fine; a home-made copy of the prompt is not (Apple 5.6.1).",
      sources: [SOURCES.appleReviews, SOURCES.appleGuidelines],
      checked: "2026-11-26",
      platforms: ["ios"],
    },
    {
      text: "Ratings help ranking. Google publishes no quota for its prompt, bans rewards and bars questions (\u201cdo you like the app?\u201d) before or during it. Never open the prompt from a button. A standing \u201cRate us\u201d link to the store's review page is fine.",
      sources: [SOURCES.androidReviews, SOURCES.playRatingsPolicy],
      checked: "2026-11-26",
      platforms: ["android"],
    },
  ],
  categoryNotes: {
    games: [
      {
        text: "Steam: open your Coming Soon page as soon as you talk about the game publicly; the store page needs about 7 business days of review before it must be live. Write the short description for wishlists, with a gameplay GIF or trailer first.",
        sources: [SOURCES.steamComingSoon, SOURCES.steamReview, SOURCES.steamWishlist],
        checked: "2026-11-23",
        platforms: ["steam"],
      },
      {
        text: "Google Play strongly recommends a video for games and requires one on some game surfaces; the title still may not say \u201cfree\u201d or \u201cno ads\u201d.",
        sources: [SOURCES.playGraphics, SOURCES.playMetadata],
        checked: "2026-11-23",
        platforms: ["android"],
      },
    ],
    shopping: [
      {
        text: "Trust sells: 18% of shoppers have abandoned a checkout because they didn't trust the site with their card. Show security and real reviews on the landing page.",
        sources: [SOURCES.checkoutTrust],
      },
    ],
    education: [
      {
        text: "Don't write \u201cFor Kids\u201d or \u201cFor Children\u201d in your name, subtitle or description unless the app is in Apple's Kids Category (2.3.8), and keep every screenshot suitable for 4+.",
        sources: [SOURCES.appleGuidelines, SOURCES.appleForKidsWording],
        checked: "2026-11-23",
        platforms: ["ios"],
      },
      {
        text: "Google Play's Families policy makes you declare your audience.",
        sources: [SOURCES.playFamilies],
        checked: "2026-11-23",
        platforms: ["android"],
      },
    ],
    tools: [
      {
        text: "Google Play titles may not carry \u201cfree\u201d, \u201cno ads\u201d, \u201cbest\u201d, \u201c#1\u201d, calls to action, emoji or ALL CAPS: describe what the tool does, and put \u201cfree\u201d in the description.",
        sources: [SOURCES.playMetadata],
        checked: "2026-11-23",
        platforms: ["android"],
      },
    ],
  },
  fields: [
    {
      name: "primaryKeywords",
      completes: true,
      label: "Primary keywords",
      hint: "Three to five phrases your users would really type, separated by commas.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "cozy word puzzle, offline puzzle game, daily word game",
        shopping: "craft fair inventory app, market stall card reader, offline pos",
        photo: "stop motion maker, photo burst to video, easy stop motion app",
        social: "private club chat, hobby group app, club event planner",
        health: "desk stretches, 5 minute stretch, office back pain exercises",
        education: "notes to flashcards, study app for tests, spaced repetition",
        music: "beat maker for beginners, royalty free beats, make beats on phone",
        tools: "tab manager, save memory chrome, group browser tabs",
      },
    },
    {
      name: "metaDescription",
      completes: true,
      label: "Meta description",
      hint: `The summary under your link in search results, at most ${META_DESCRIPTION_MAX} characters.`,
      kind: "textarea",
      maxLength: META_DESCRIPTION_MAX,
      counter: true,
      examples: {
        games:
          "Tile Tales: a cozy word-puzzle game in five-minute rounds. No ads, no timers, free hints. Free to play.",
        shopping:
          "ShelfSpot helps craft-fair sellers count stock and take card payments from one phone, even offline. Try it free.",
        photo:
          "Turn a burst of photos into a stop-motion clip in one tap. FrameFlip exports vertical video for Reels and TikTok.",
        social:
          "Campfire: a private chat for your hobby club with events, a shared photo wall and friendly moderation tools.",
        health:
          "Five-minute desk stretches designed with a physiotherapist. Stretch Break reminds you to move. No equipment needed.",
        education:
          "CardCraft turns your class notes into flashcards that quiz you before the test. Free for students.",
        music:
          "Make your first beat in minutes with LoopPad. Every sound is licensed, so you can post your beats anywhere.",
        tools:
          "TabTidy groups your tabs and puts idle ones to sleep, so your browser stays fast. Free browser extension.",
      },
    },
    {
      name: "algorithmOptimization",
      label: "Store and search optimisation",
      hint: "Plan your store name, subtitle or short description and keywords within each store's limits.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games:
          "Name \u201cTile Tales: Cozy Word Puzzle\u201d (28), subtitle \u201cCalm puzzles, no timers\u201d (23); \u201cno ads\u201d goes in the description, never in a store title.",
        shopping:
          "Subtitle \u201cStock & sales for markets\u201d (25); a short description on offline card payments.",
        photo:
          "Subtitle \u201cStop-motion in one tap\u201d (22); previews captured from the app itself.",
        social:
          "Subtitle \u201cPrivate chat for your club\u201d (26); screenshots of events and reporting tools.",
        health:
          "Subtitle \u201cFive-minute desk stretches\u201d (26); no medical claims in the title.",
        education:
          "Subtitle \u201cYour notes, as flashcards\u201d (25); declare the teen audience in each store.",
        music:
          "Subtitle \u201cBeats with licensed sounds\u201d (26); preview with the app's own audio.",
        tools:
          "Store title \u201cTabTidy - Tab Manager\u201d; short description on memory saved, no \u201cbest\u201d claims.",
      },
    },
    {
      name: "searchContentStrategy",
      label: "Search content strategy",
      hint: "Which questions you will answer with pages or posts, and which keyword each page targets.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games:
          "Guides like \u201cword games without ads\u201d and a weekly puzzle page that links to the app.",
        shopping: "\u201cHow to track stock at a craft fair\u201d with a printable checklist.",
        photo: "A \u201cstop-motion for beginners\u201d tutorial series with example clips.",
        social: "\u201cHow to run a hobby club\u201d guides for organisers.",
        health:
          "\u201cStretches for neck pain at your desk\u201d, reviewed by our physiotherapist.",
        education: "\u201cHow to study for a chemistry test\u201d with flashcard examples.",
        music: "\u201cCan I use this sample?\u201d explainer plus beginner beat tutorials.",
        tools: "\u201cWhy is Chrome using so much memory?\u201d with a live demo.",
      },
    },
  ],
};
