// Creative: headlines, guerrilla tactics and the Product Hunt listing. docs/guidance-sources.md.
import { LONG_TEXT_MAX } from "../../limits";
import { MODULE_TITLES } from "../module-titles";
import { SOURCES } from "../sources";
import type { ModuleDefinition } from "../types";

export const creativeModule: ModuleDefinition = {
  stepName: "creative",
  title: MODULE_TITLES.creative,
  summary: "Headlines, guerrilla tactics and the assets of your launch listing.",
  guidance: [
    {
      text: "Product Hunt's form: a name of about 40 characters at most; a tagline up to 60, with no hype or emoji; a description under 260 characters to be safe (Product Hunt's posting help says 260, its launch guide up to 500); at most 3 tags. Post a first comment at launch saying why you built it (about 800 characters show).",
      sources: [SOURCES.phPosting, SOURCES.phPreparing, SOURCES.phLaunchKit],
      checked: "2026-11-26",
    },
    {
      text: "Media, per Product Hunt's launch guide: every image under 3 MB; a square thumbnail (240\u00d7240 recommended; a GIF animates only on hover, so its first frame must work as a still); at least two gallery images, 1270\u00d7760 recommended (the first is the social preview; three or more is our advice); and a video as a public YouTube link, the only kind Product Hunt plays: upload a screen recording to YouTube first.",
      sources: [SOURCES.phPreparing],
      checked: "2026-11-28",
    },
    {
      text: "Show the real product. A Product Hunt curator lists missing product shots, a single low-quality screenshot and marketing-only images among the most frequent mistakes.",
      sources: [SOURCES.phCuratorAma],
    },
    {
      text: "Turn an \u201cupvote strategy\u201d into a support strategy. Asking for upvotes, mass messaging and rewards for votes are spam under Product Hunt's rules and can cost you the listing. Tell your own audience you launched and ask for feedback. Votes are weighted anyway: a brand-new account can count for nothing.",
      sources: [SOURCES.phGuidelines, SOURCES.phFairVoting, SOURCES.phVoteSelling],
    },
    {
      text: "Safe wording: \u201cWe just launched \u2014 we'd love your feedback\u201d plus the link. Avoid \u201cupvote\u201d, \u201cvote for us\u201d, \u201chelp us reach #1\u201d and \u201cevery vote counts\u201d.",
      sources: [SOURCES.phGuidelines],
    },
  ],
  categoryNotes: {
    games: [
      {
        text: "Google Play strongly recommends a video for games and requires one on some game surfaces.",
        sources: [SOURCES.playGraphics],
        platforms: ["android"],
      },
    ],
    photo: [
      {
        text: "App previews must be captures of the app itself (Apple 2.3.4). Sharing features bring the user-generated content rules (1.2) too.",
        sources: [SOURCES.appleGuidelines],
        platforms: ["ios"],
      },
    ],
    music: [
      {
        text: "Use only music you hold the rights to in videos: YouTube's Content ID lets rights owners block or monetise them.",
        sources: [SOURCES.youtubeContentId],
      },
    ],
  },
  fields: [
    {
      name: "innovationCampaign",
      completes: true,
      label: "Guerrilla campaign idea",
      hint: "One low-cost, surprising idea that shows your app in action.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "Print a daily puzzle on cards and leave them at train stations with a QR code.",
        shopping: "Free stock-count stickers for sellers at a big craft fair.",
        photo: "A 48-hour stop-motion challenge with a theme announced live.",
        social: "Host an open day for three clubs, with the schedule only in the app.",
        health: "A \u201cstretch at 3\u201d challenge: one office team invites the next.",
        education:
          "A \u201cflashcard swap\u201d before exams in a school library, with permission.",
        music: "Release a free licensed sound pack and invite remixes.",
        tools: "A live counter of memory saved by all users on the landing page.",
      },
    },
    {
      name: "upvoteStrategy",
      label: "Launch-day support strategy",
      hint: "How you will tell your own audience and ask for feedback, never for votes.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "Email our 400 beta players that we launched and ask what puzzle they'd like next.",
        shopping:
          "Tell our seller newsletter about the launch and invite feedback on offline mode.",
        photo:
          "Post our best user clip with \u201cWe just launched, we'd love your feedback\u201d.",
        social: "Tell the organisers of our pilot clubs and ask them to share what's missing.",
        health: "Share the launch with our LinkedIn followers and ask which stretch to add.",
        education: "Tell our pilot class and teachers and ask for feedback, no vote requests.",
        music: "Share the launch in our Discord and ask for feature ideas.",
        tools: "Post on our changelog and newsletter, asking for bug reports.",
      },
    },
    {
      name: "submissionProcess",
      completes: true,
      label: "Listing copy and submission",
      hint: "Your tagline (60 characters, no emoji), description, tags and first comment.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games:
          "Tagline \u201cA calm word puzzle for your commute\u201d (35). Tags: Games, Puzzle, Casual.",
        shopping:
          "Tagline \u201cStock and sales for market sellers\u201d (34). First comment: the Christmas market story.",
        photo:
          "Tagline \u201cStop-motion clips in one tap\u201d (28). Gallery: four screens of the app in use.",
        social:
          "Tagline \u201cPrivate chat for hobby clubs\u201d (28). First comment: why our chess club needed it.",
        health: "Tagline \u201cFive-minute stretches for your desk\u201d (35). No medical claims.",
        education:
          "Tagline \u201cYour class notes, as flashcards\u201d (31). Tags: Education, Productivity.",
        music:
          "Tagline \u201cMake beats with sounds you can share\u201d (36). Video: a 30-second beat.",
        tools:
          "Tagline \u201cTabs that sleep so your laptop doesn't\u201d (38). Tags: Chrome Extensions, Productivity.",
      },
    },
    {
      name: "usabilityAssets",
      label: "Visual assets",
      hint: "Screenshots, a short video and a thumbnail, all showing the real app.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "Gameplay video, three puzzle screenshots, animated GIF thumbnail of a tile flip.",
        shopping: "Photos of the app at a real stall, checkout screen, sales summary.",
        photo: "Screen recording from burst to finished clip.",
        social: "Event, photo wall and report-and-block screens.",
        health: "Short video of one stretch routine with the timer.",
        education: "Before and after: notes page, then the flashcard quiz.",
        music: "Video of a beat being made, with the app's own audio.",
        tools: "Memory graph before and after, the tab group view.",
      },
    },
  ],
};
