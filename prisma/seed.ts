// Demo data: a demo tenant and user with three sample apps at different progress, and module
// data that makes the demo look real. Idempotent: runs only when the database has no tenants.
import type { PrismaClient } from "@prisma/client";

import { launchDateToStored } from "../app/lib/checklist";
import { addDays, DAY_MS, todayIn } from "../app/lib/dates";
import { DEMO_COMPANY, DEMO_EMAIL, DEMO_PASSWORD } from "../app/lib/demo";
import { demoChecklist, demoLaunchDate } from "../app/lib/demo-plan";
import { buildContentSchedule } from "../app/lib/wizard/content-schedule";
import { hashSeedPassword } from "./seed-password";

// The demo content plans were "saved" three days ago: the first piece is due in four days.
const DEMO_PLAN_SAVED_ON = addDays(todayIn("UTC"), -3);
// FitStreak (six modules done) launches in three weeks, PocketPets later: both have a checklist.
// The simple answers stay as they were, so the questions' figures still match the answers.
const FIT_STREAK_LAUNCH = demoLaunchDate(0, new Date()) as string;
const POCKET_PETS_LAUNCH = demoLaunchDate(1, new Date()) as string;

const pocketPetsModules = {
  foundation: {
    elevatorPitch:
      "PocketPets is a cozy pet-care game for kids 8-12: raise a pixel pet in 5 minutes a day, no ads, no chat.",
    usp: "Short daily play sessions designed with parents: no ads, no in-app chat, one fair purchase.",
    audienceJob: "Primary-school kids and the parents who choose their apps",
    audienceAge: "8-12 (parents 30-45 decide)",
    audiencePainPoints:
      "Parents are tired of games built around ads and endless loot boxes; kids want a pet that remembers them.",
    competitor0: "Pou",
    competitorWeakness0: "Heavy ads between every mini-game",
    competitor1: "Tamagotchi Uni",
    competitorWeakness1: "Needs a $60 device",
    competitor2: "",
    competitorWeakness2: "",
    painPoint: "Kids' games that feel like slot machines",
    innovationStory:
      "Built by two parents after their daughter asked why her pet game kept showing ads.",
    teamBackground: "One designer from children's publishing, one Unity developer.",
  },
  seo: {
    primaryKeywords: "virtual pet game for kids, no ads kids game, tamagotchi app",
    metaDescription:
      "PocketPets: a cozy, ad-free virtual pet game for kids 8-12. Five minutes a day, designed with parents. Free to try on iOS and Android.",
    algorithmOptimization:
      "App name 'PocketPets: Cozy Pet Care' (25 chars); subtitle 'Ad-free pet game for kids' (25 chars).",
    searchContentStrategy:
      "Parent-focused blog posts: 'How much screen time is right for an 8-year-old?' linking to the app.",
  },
  content: {
    selectedContentIdeas: ["long-form-article", "consumer-focused-story"],
    contentSchedule: buildContentSchedule(
      ["long-form-article", "consumer-focused-story"],
      DEMO_PLAN_SAVED_ON,
    ),
  },
};

const fitStreakModules = {
  foundation: {
    elevatorPitch:
      "FitStreak turns 10-minute home workouts into a streak you share with one friend, so neither of you skips.",
    usp: "Accountability with one friend, not a crowd: streaks you keep together.",
    audienceJob: "Busy office workers who stopped going to the gym",
    audienceAge: "25-40",
    audiencePainPoints: "No time for the gym, no motivation alone, guilt about broken streaks.",
    competitor0: "Nike Training Club",
    competitorWeakness0: "Great content, no accountability partner",
    competitor1: "Strava",
    competitorWeakness1: "Built for runners and cyclists, not home workouts",
    competitor2: "Streaks",
    competitorWeakness2: "Solo habits only",
    painPoint: "Skipping workouts when nobody notices",
    innovationStory: "Started as a shared spreadsheet between two colleagues during lockdown.",
    teamBackground: "A physiotherapist and an iOS developer.",
  },
  seo: {
    primaryKeywords: "home workout buddy app, 10 minute workout, fitness streak",
    metaDescription:
      "FitStreak: 10-minute home workouts with a friend who keeps you on track. Build a streak together. Free for 14 days.",
    algorithmOptimization: "Subtitle 'Workouts with a friend' (22 chars) in the App Store.",
    searchContentStrategy: "Answer 'how to stay motivated to work out at home' with a guide.",
  },
  content: {
    selectedContentIdeas: ["case-study-coverage", "q-and-a-pitch", "seo-optimized-content"],
    contentSchedule: buildContentSchedule(
      ["case-study-coverage", "q-and-a-pitch", "seo-optimized-content"],
      DEMO_PLAN_SAVED_ON,
    ),
  },
  community: {
    // The one launch date, as the checklist writes it (docs/decisions/014-one-plan.md).
    productHuntDate: FIT_STREAK_LAUNCH,
    communityStrategy:
      "Join r/bodyweightfitness as a member first; answer questions for two weeks before mentioning the app.",
    directorySubmissions: "BetaList, Show HN (web demo), AlternativeTo",
  },
  creative: {
    innovationCampaign:
      "The 'two-person plank' challenge: film it with your buddy and tag a friend.",
    upvoteStrategy:
      "Tell our newsletter and our 300 beta users that we launched and ask for honest feedback.",
    submissionProcess:
      "Tagline: 'Workouts you keep, together' (28 chars). 4 gallery images of the app.",
    usabilityAssets: "30-second screen recording of starting a streak with a friend.",
  },
  launch: {
    launchTimeline:
      "T-30 PH profile ready; T-7 mom-test the tagline; T0 12:01 a.m. PT go live and first comment; T+1 recap.",
    whatsNextCommunication: "Post a 'what we shipped in week 1' update and email beta users.",
  },
};

export async function seedIfEmpty(db: PrismaClient): Promise<boolean> {
  if ((await db.tenant.count()) > 0) return false;
  const passwordHash = await hashSeedPassword(DEMO_PASSWORD);
  const now = Date.now();

  await db.$transaction(async (tx) => {
    const tenant = await tx.tenant.create({
      data: {
        companyName: DEMO_COMPANY,
        companyNameSearch: DEMO_COMPANY.toLowerCase(),
        subscriptionStatus: "trial",
        // Never signed into: each visitor gets a private copy (app/models/demo.server.ts).
        demo: "template",
      },
    });
    await tx.user.create({ data: { email: DEMO_EMAIL, passwordHash, tenantId: tenant.id } });

    const pocketPets = await tx.app.create({
      data: {
        tenantId: tenant.id,
        name: "PocketPets",
        url: "https://pocketpets.example.com",
        description: "A cozy, ad-free virtual pet game for kids aged 8-12.",
        category: "games",
        // Plan: 3 of 8 modules (38 %); the plan starts after the four question steps, so all
        // four are answered (100 %): no "Continue Questions" beside completed modules.
        progress: 38,
        questionsProgress: 100,
        wizardAnswers: {
          "app-name": "PocketPets",
          "app-description": "Raise a pixel pet in five minutes a day.",
          "app-problem": "Kids' pet games are full of ads and pressure to pay.",
          "who-uses": "Kids 8-12 and their parents",
          "age-group": "8-12",
          "why-choose": "No ads, no chat, one fair purchase.",
          "tell-friends": "Visit a friend's pet with a code, no chat.",
          "find-users": "Parents' groups and kid-safe game lists",
          "special-features": "A pet that sleeps when you should, no ads, one purchase",
          "launch-date": "Next month",
          "launch-help": "Reviews on family game sites",
          "success-looks-like": "500 families playing every week",
        },
        launchDate: launchDateToStored(POCKET_PETS_LAUNCH),
        createdAt: new Date(now - 5 * DAY_MS),
      },
    });
    for (const [stepName, data] of Object.entries(pocketPetsModules)) {
      await tx.module.create({
        data: { appId: pocketPets.id, stepName, status: "completed", data },
      });
    }

    const fitStreak = await tx.app.create({
      data: {
        tenantId: tenant.id,
        name: "FitStreak",
        url: "https://fitstreak.example.com",
        description: "10-minute home workouts you keep with a friend.",
        category: "health",
        // Plan: 6 of 8 modules (75 %); the four question steps are answered, as a plan that far
        // along must have been (the card and Reports say "Questions 4 of 4").
        progress: 75,
        questionsProgress: 100,
        wizardAnswers: {
          "app-name": "FitStreak",
          "app-description": "10-minute home workouts you keep with a friend.",
          "app-problem": "People start home workouts alone and quit within two weeks.",
          "who-uses": "Busy adults who want to exercise at home",
          "age-group": "25-45",
          "why-choose": "A friend sees your streak, so neither of you skips a day.",
          "tell-friends": "Invite one friend to share the streak.",
          "find-users": "Fitness subreddits and Instagram home-workout creators",
          "special-features": "Streaks shared with one friend, 10-minute routines, no equipment",
          "launch-date": "In three weeks",
          "launch-help": "A Product Hunt launch and a short video",
          "success-looks-like": "1,000 weekly active pairs",
        },
        launchDate: launchDateToStored(FIT_STREAK_LAUNCH),
        createdAt: new Date(now - 4 * DAY_MS),
      },
    });
    for (const [stepName, data] of Object.entries(fitStreakModules)) {
      await tx.module.create({
        data: { appId: fitStreak.id, stepName, status: "completed", data },
      });
    }

    for (const [app, launchDate] of [
      [pocketPets, POCKET_PETS_LAUNCH],
      [fitStreak, FIT_STREAK_LAUNCH],
    ] as const) {
      await tx.checklistTask.createMany({
        data: demoChecklist(launchDate, app.category, new Date(now)).map((task) => ({
          ...task,
          appId: app.id,
        })),
      });
    }

    await tx.app.create({
      data: {
        tenantId: tenant.id,
        name: "StudyBuddy",
        url: "",
        description: "Flashcards that quiz you with your own class notes.",
        category: null,
        progress: 0,
        wizardAnswers: {},
        createdAt: new Date(now - 1 * DAY_MS),
      },
    });

    await tx.announcement.create({
      data: {
        title: "Welcome to App Marketing Machine",
        message:
          "New: the launch-day checklist now follows Product Hunt's 12:01 a.m. Pacific start.",
        createdBy: "system",
      },
    });
  });
  return true;
}

/** Creates or updates an admin account (ADMIN_EMAIL / ADMIN_PASSWORD, or the development one). */
export async function ensureAdmin(db: PrismaClient, email: string, password: string) {
  const normalized = email.toLowerCase();
  const existing = await db.user.findUnique({ where: { email: normalized } });
  if (existing) {
    if (existing.role !== "admin")
      await db.user.update({ where: { id: existing.id }, data: { role: "admin" } });
    return false;
  }
  const passwordHash = await hashSeedPassword(password);
  await db.$transaction(async (tx) => {
    const tenant = await tx.tenant.create({
      data: {
        companyName: "App Marketing Machine HQ",
        companyNameSearch: "app marketing machine hq",
        subscriptionStatus: "active",
      },
    });
    await tx.user.create({
      data: { email: normalized, passwordHash, tenantId: tenant.id, role: "admin" },
    });
  });
  return true;
}
