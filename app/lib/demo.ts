// Shared by the pages and the server: why a demo account cannot use some forms.
// One sentence: it sits above (or instead of) the form it explains, on a phone too.
export const DEMO_RESTRICTED_MESSAGE =
  "The demo can't change its email or password, be deleted, invite people or pay.";

/** Where a demo visitor starts an account of their own (the sign-in page lets a demo user in). */
export const DEMO_TRIAL_HREF = "/auth?tab=register";
export const DEMO_TRIAL_LABEL = "Start your own free trial";

/** The seeded demo account (prisma/seed.ts): its sign-in is shown on the sign-in page. */
export const DEMO_EMAIL = "demo@appmarketingmachine.app";
export const DEMO_PASSWORD = "DemoLaunch2025!";
export const DEMO_COMPANY = "Demo Studio";
