// Foundation: pitch, selling point, audience, competitors, story. Guidance from docs/guidance-sources.md,
// §11 (young makers) and §12 (category notes).
import { ELEVATOR_PITCH_MAX, LONG_TEXT_MAX, SHORT_TEXT_MAX } from "../../limits";
import { MODULE_TITLES } from "../module-titles";
import { SOURCES } from "../sources";
import type { CategoryExamples, ModuleDefinition, ModuleField } from "../types";

type CompetitorExample = [name: string, weakness: string];

// Three real-looking competitor pairs per category, so every slot has an example.
const COMPETITORS: Record<keyof CategoryExamples, CompetitorExample[]> = {
  games: [
    ["Wordscapes", "Ads between levels break the calm"],
    ["NYT Games", "Subscription needed for the full archive"],
    ["Random word-search apps", "Timers and energy bars push you to pay"],
  ],
  shopping: [
    ["Square POS", "Built for shops, heavy for a two-day craft fair"],
    ["Paper notebook", "No stock totals, mistakes at busy moments"],
    ["Spreadsheet on a phone", "Slow to update while serving customers"],
  ],
  photo: [
    ["Stop Motion Studio", "Powerful but needs a tripod and patience"],
    ["CapCut", "Timeline editing takes a long time to learn"],
    ["Phone burst mode", "Photos stay photos, no clip"],
  ],
  social: [
    ["WhatsApp groups", "Club news gets lost among family chats"],
    ["Facebook Groups", "Feeds, ads and people outside the club"],
    ["Discord", "Feels complicated to non-gamers"],
  ],
  health: [
    ["Stretching videos on YouTube", "Hard to find a short one at the right moment"],
    ["Smartwatch stand reminders", "Tell you to stand, not what to do"],
    ["Full workout apps", "Too long for a break between meetings"],
  ],
  education: [
    ["Quizlet", "Ready-made decks don't match your class"],
    ["Anki", "Powerful but hard to set up"],
    ["Paper flashcards", "Slow to make and easy to lose"],
  ],
  music: [
    ["GarageBand", "Tied to one brand of device, many options to learn"],
    ["BandLab", "Great for songs, more than a beginner needs for beats"],
    ["Free sample packs", "Licences are unclear for posting online"],
  ],
  tools: [
    ["OneTab", "Closes tabs into a list you never reopen"],
    ["Built-in tab groups", "Manual grouping, no memory savings"],
    ["The Great Suspender forks", "Unclear who maintains them"],
  ],
};

function competitorFields(): ModuleField[] {
  return [0, 1, 2].flatMap((slot) => [
    {
      name: `competitor${slot}`,
      label: `Competitor ${slot + 1}`,
      hint: "An app or habit people use today instead of yours.",
      kind: "textarea" as const,
      maxLength: SHORT_TEXT_MAX,
      group: "competitors" as const,
      examples: mapCategories((category) => COMPETITORS[category][slot][0]),
    },
    {
      name: `competitorWeakness${slot}`,
      label: `Weakness of competitor ${slot + 1}`,
      hint: "Where it falls short for your audience, in one line.",
      kind: "textarea" as const,
      maxLength: SHORT_TEXT_MAX,
      group: "competitors" as const,
      examples: mapCategories((category) => COMPETITORS[category][slot][1]),
    },
  ]);
}

function mapCategories(pick: (category: keyof CategoryExamples) => string): CategoryExamples {
  const keys = Object.keys(COMPETITORS) as (keyof CategoryExamples)[];
  return Object.fromEntries(keys.map((k) => [k, pick(k)])) as CategoryExamples;
}

export const foundationModule: ModuleDefinition = {
  stepName: "foundation",
  title: MODULE_TITLES.foundation,
  summary: "Your unique selling point, target audience and goals: everything else builds on this.",
  guidance: [
    {
      text: "Say plainly what the app does. A Product Hunt curator names taglines that don't explain the product, and jargon instead of a story, as common reasons launches aren't featured. Read your pitch to someone who isn't technical (the \u201cmom test\u201d).",
      sources: [SOURCES.phCuratorAma],
    },
    {
      text: "Your 140-character pitch is the long version. Plan shorter cuts now: a Product Hunt tagline has about 60 characters.",
      sources: [SOURCES.phLaunchKit],
    },
    {
      text: "Plan the App Store cut of your pitch too: an Apple subtitle has 30 characters.",
      sources: [SOURCES.appStoreConnectInfo],
      platforms: ["ios"],
    },
    {
      text: "Plan the Google Play cut of your pitch too: a Google Play short description has 80 characters.",
      sources: [SOURCES.playListing],
      platforms: ["android"],
    },
    {
      text: "Keep competitors out of store listings: Apple bars other apps' names, trademarks and prices in metadata (guideline 2.3.7). Make comparisons in blog posts instead.",
      sources: [SOURCES.appleGuidelines],
      checked: "2026-11-23",
      platforms: ["ios"],
    },
    {
      text: "Google Play titles, icons and developer names may not carry rankings (\u201cbest\u201d, \u201ctop\u201d, \u201c#1\u201d), price or promotion (\u201cfree\u201d, \u201cno ads\u201d), Play program names, calls to action, emoji or ALL CAPS. Make comparisons in blog posts instead.",
      sources: [SOURCES.playMetadata],
      checked: "2026-11-23",
      platforms: ["android"],
    },
    {
      text: "Launch from a personal profile: Product Hunt may remove launches posted from company-branded or incomplete profiles.",
      sources: [SOURCES.phRemovedPosts],
    },
    {
      text: "Audience under 13? In the US (COPPA) you need clear notice and verifiable parental consent before collecting a child's data. Under the GDPR each member state sets the age at which a child consents alone, anywhere from 13 to 16 (16 unless the country chose lower, e.g. 13, 14 or 15): check each country; below it a parent must consent.",
      audience: "children",
      sources: [SOURCES.coppaFaq, SOURCES.gdprArt8],
      checked: "2026-11-26",
    },
    {
      text: "The 2025 COPPA amendments apply from 22 April 2026: a separate parental consent before sharing a child's data with third parties (including for targeted ads), notices that name who receives it and why, a written security programme and a published data-retention policy. Biometric identifiers and government IDs now count as personal information.",
      audience: "children",
      sources: [SOURCES.coppaAmendments],
      checked: "2026-11-23",
    },
    {
      text: "Young maker? Apple reportedly requires developer account holders to be adults; this is not confirmed on its own pages. If you are under 18, publish through a parent's or an organisation's account: its name (and, for EU traders, its contact details) shows on the store. Apps that provide services in regulated fields (healthcare services, finance\u2026) should come from an organisation, which App Review enforces, and Apple may ask the same of a fitness or habit app that keeps health data.",
      sources: [SOURCES.appleDevAge],
      unconfirmed: true,
      checked: "2026-11-28",
      platforms: ["ios"],
    },
    {
      text: "Young maker? Google reportedly requires Google Play developer account holders to be adults; this is not confirmed on its own pages. If you are under 18, publish through a parent's or an organisation's account: its name shows on the store.",
      sources: [SOURCES.googleDevAge],
      unconfirmed: true,
      checked: "2026-11-28",
      platforms: ["android"],
    },
  ],
  categoryNotes: {
    shopping: [
      {
        text: "Physical goods and services used outside the app must be paid for outside Apple's in-app purchase (guideline 3.1.3(e)).",
        sources: [SOURCES.appleGuidelines],
        platforms: ["ios"],
      },
    ],
    social: [
      {
        text: "Apps with user-generated content need filtering, reporting with timely answers, blocking and published contact details (Apple 1.2). Make safety part of your selling point.",
        sources: [SOURCES.appleGuidelines],
        platforms: ["ios"],
      },
      {
        text: "Google enforces reporting and blocking in Google Play apps with user-generated content. Make safety part of your selling point.",
        sources: [SOURCES.googleReportBlock],
        platforms: ["android"],
      },
    ],
    health: [
      {
        text: "Apple looks closely at medical apps: disclose how accurate your data is and remind users to check with a doctor (1.4.1). Health data may never be used for ads or marketing (5.1.3).",
        sources: [SOURCES.appleGuidelines],
        platforms: ["ios"],
      },
      {
        text: "Who publishes: Apple wants apps that provide services in highly regulated fields (healthcare services, banking, insurance\u2026) submitted by a legal entity through an organisation account; permission letters are refused (5.1.1(ix)). A stretching, fitness or habit app provides no such service, but one that keeps health data may still be asked to publish as an organisation: the rule also covers apps that require sensitive user information.",
        sources: [SOURCES.appleGuidelines, SOURCES.appleRegulatedApps],
        checked: "2026-11-26",
        platforms: ["ios"],
      },
      {
        text: "Who publishes on Google Play: every app files the Health apps declaration, and only medical and human-subjects-research apps need an Organization account (with a D-U-N-S number).",
        sources: [SOURCES.playHealthDeclaration, SOURCES.playOrganizationAccount],
        checked: "2026-11-26",
        platforms: ["android"],
      },
      {
        text: "No medical claims you can't prove: US FTC guidance asks for competent and reliable scientific evidence behind health claims.",
        sources: [SOURCES.ftcHealthClaims],
        checked: "2026-11-23",
      },
    ],
    education: [
      {
        text: "Schools may give COPPA consent only for educational, non-commercial use, and under FERPA a vendor counts as a \u201cschool official\u201d only under school control and without re-sharing records.",
        audience: "children",
        sources: [SOURCES.coppaFaq, SOURCES.coppaSchools, SOURCES.ferpaOfficials],
      },
      {
        text: "Apple's Kids Category allows no third-party advertising or analytics (narrow exceptions: contextual ads from a service with human-reviewed creatives, analytics that send no identifiers), and no personal data sent to third parties. Only links out and purchases go behind a parental gate.",
        audience: "children",
        sources: [SOURCES.appleGuidelines, SOURCES.appleKidsAdsText],
        checked: "2026-11-23",
        platforms: ["ios"],
      },
      {
        text: "On Google Play, ads to children may only come from Families Self-Certified Ads SDKs.",
        audience: "children",
        sources: [SOURCES.playFamiliesAds],
        checked: "2026-11-23",
        platforms: ["android"],
      },
      {
        text: "Apple's age ratings are now 4+, 9+, 13+, 16+ and 18+ (12+ and 17+ are retired). Answer the updated age-rating questionnaire: without it, updates have been blocked since 31 January 2026. \u201cFor Kids\u201d and \u201cFor Children\u201d in your metadata are reserved for the Kids Category.",
        sources: [SOURCES.appleAgeRatings, SOURCES.appleAgeTiers, SOURCES.appleForKidsWording],
        checked: "2026-11-23",
        platforms: ["ios"],
      },
    ],
    games: [
      {
        text: "Write one pitch that works for a store subtitle and a press email. Store art must suit a 4+ audience on Apple even if the game is rated higher (2.3.8).",
        sources: [SOURCES.appleGuidelines, SOURCES.appleForKidsWording],
        checked: "2026-11-23",
        platforms: ["ios"],
      },
    ],
    music: [
      {
        text: "App Store Connect asks you to confirm you hold the rights to third-party content such as music and sounds.",
        sources: [SOURCES.appStoreConnectInfo],
        platforms: ["ios"],
      },
    ],
  },
  fields: [
    {
      name: "elevatorPitch",
      completes: true,
      label: "Elevator pitch",
      hint: `What the app does and for whom, in at most ${ELEVATOR_PITCH_MAX} characters.`,
      kind: "textarea",
      maxLength: ELEVATOR_PITCH_MAX,
      counter: true,
      examples: {
        games:
          "Tile Tales is a cozy word-puzzle game for commuters: five-minute rounds, no ads, no timers.",
        shopping:
          "ShelfSpot lets craft-fair sellers count stock and take card payments from one phone, even offline.",
        photo:
          "FrameFlip turns a burst of photos into a stop-motion clip in one tap, ready for vertical video.",
        social:
          "Campfire gives hobby clubs a private chat with events and a photo wall, and tools to keep it friendly.",
        health:
          "Stretch Break guides five-minute desk stretches designed with a physiotherapist. No equipment needed.",
        education:
          "CardCraft turns your own class notes into flashcards that quiz you at the right time before a test.",
        music:
          "LoopPad helps beginners make a first beat in minutes, using only sounds you are allowed to share.",
        tools:
          "TabTidy groups your browser tabs and puts idle ones to sleep, so your laptop stays fast.",
      },
    },
    {
      name: "usp",
      completes: true,
      label: "Unique selling point",
      hint: "The one thing you do better than anyone else for this audience.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "Calm by design: no ads, no timers, hints that never cost money.",
        shopping: "Works offline at the market and syncs later.",
        photo: "One tap from burst to clip, no timeline.",
        social: "Only your club, with moderation built in.",
        health: "Five-minute routines reviewed by a physiotherapist.",
        education: "Uses your own notes, not someone else's deck.",
        music: "Every sound is licensed for posting online.",
        tools: "Saves memory without closing a single tab.",
      },
    },
    {
      name: "audienceJob",
      completes: true,
      label: "Who they are (job or situation)",
      hint: "What your users do all day and when they would reach for your app.",
      kind: "textarea",
      maxLength: SHORT_TEXT_MAX,
      examples: {
        games: "Commuters and crossword fans",
        shopping: "Makers who sell at weekend markets",
        photo: "Hobby creators posting short videos",
        social: "Organisers and members of hobby clubs",
        health: "Office and remote workers",
        education: "High-school students and their teachers",
        music: "Beginner beat makers",
        tools: "Developers and researchers with many tabs open",
      },
    },
    {
      name: "audienceAge",
      label: "Age range",
      hint: "A parent must consent for children under 13 in the US (COPPA) and, in the EU, under the country's age of 13 to 16 (see the guidance).",
      hintWithoutChildren:
        "Who it is for, such as 25-50. This range leaves out under-16s, so the children's consent rules are hidden; widen it if younger people may use the app.",
      kind: "textarea",
      maxLength: SHORT_TEXT_MAX,
      examples: {
        games: "16+, most players 25-45",
        shopping: "25-55",
        photo: "13-25",
        social: "18+",
        health: "25-50",
        education: "14-18 and teachers",
        music: "13-30",
        tools: "20-45",
      },
    },
    {
      name: "audiencePainPoints",
      label: "Their pain points",
      hint: "What frustrates them today, in their words.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "\u201cEvery puzzle game wants me to watch an ad or buy lives.\u201d",
        shopping: "\u201cI never know what's left until I pack up.\u201d",
        photo: "\u201cStop-motion looks great but takes me a whole evening.\u201d",
        social: "\u201cOur club messages drown in my other chats.\u201d",
        health: "\u201cMy neck hurts by 3 p.m. and I forget to move.\u201d",
        education: "\u201cI read my notes three times and still blank in the test.\u201d",
        music: "\u201cI don't know which sounds I'm allowed to post.\u201d",
        tools: "\u201cMy laptop fan spins up and I can't find the tab I need.\u201d",
      },
    },
    ...competitorFields(),
    {
      name: "painPoint",
      completes: true,
      label: "The main problem you solve",
      hint: "One sentence. This becomes the heart of your story.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "Puzzle games that feel like slot machines.",
        shopping: "Lost sales from not knowing your stock at a market.",
        photo: "Hours of editing for a few seconds of stop-motion.",
        social: "Club life scattered across noisy group chats.",
        health: "Hours of sitting without a break.",
        education: "Studying by rereading instead of testing yourself.",
        music: "Beginners quitting before their first finished beat.",
        tools: "A slow laptop buried under open tabs.",
      },
    },
    {
      name: "innovationStory",
      label: "Your innovation story",
      hint: "Why you built it and what you tried that others didn't. Journalists and communities love a real origin story.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "I built Tile Tales on my train commute after deleting three ad-filled puzzle apps.",
        shopping:
          "My partner sells pottery; we built ShelfSpot at her stall after a chaotic Christmas market.",
        photo: "I wanted my little brother's Lego films to take minutes, not weekends.",
        social: "Our chess club missed a tournament because the message got buried.",
        health: "A physiotherapist and a developer met at the same standing desk queue.",
        education: "I made CardCraft in year 11 to pass chemistry, then my class wanted it.",
        music:
          "We were taken down for using an unlicensed sample, so we built a licensed sound library.",
        tools: "I kept 200 tabs open during my thesis and my laptop kept freezing.",
      },
    },
    {
      name: "teamBackground",
      label: "Team background",
      hint: "Who you are and why you are the right people to build this.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "A solo developer and lifelong crossword solver.",
        shopping: "A potter who sells at 20 markets a year and a mobile developer.",
        photo: "Two film students who love stop-motion.",
        social: "Club organisers with ten years of running volunteer groups.",
        health: "A physiotherapist and an app developer.",
        education: "A student maker, with a teacher as adviser and a parent as publisher.",
        music: "A producer and a web developer.",
        tools: "A browser-extension developer with open-source experience.",
      },
    },
  ],
};
