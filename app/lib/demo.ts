// Shared by the pages and the server: why a demo account cannot use some forms.
export const DEMO_RESTRICTED_MESSAGE =
  "This is a demo account: changing its email or password, deleting it, inviting people and paying are turned off. Start a free trial to do these with your own account.";

/** The seeded demo account (prisma/seed.ts): its sign-in is shown on the sign-in page. */
export const DEMO_EMAIL = "demo@appmarketingmachine.app";
export const DEMO_PASSWORD = "DemoLaunch2025!";
export const DEMO_COMPANY = "Demo Studio";
