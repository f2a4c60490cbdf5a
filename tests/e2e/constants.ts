// Shared by playwright.config.ts (the server's secret) and the fixtures (cookies they sign).
export const E2E_SESSION_SECRET = "e2e-secret-that-is-long-enough-for-signing-cookies";
