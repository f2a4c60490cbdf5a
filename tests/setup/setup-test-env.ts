// Runs before every test file: its own database, a test environment, and console.error as a failure.
import { afterAll, afterEach, beforeEach, vi } from "vitest";

import { createTestDatabase, dropTestDatabase } from "./test-database";

process.env.TEST_BASE_DATABASE_URL ??= process.env.DATABASE_URL ?? "file:./tests/.tmp/base.db";
const url = await createTestDatabase();
process.env.DATABASE_URL = url;
Object.assign(process.env, { NODE_ENV: "test" });
process.env.SESSION_SECRET = "test-secret-that-is-long-enough-for-signing-cookies";
process.env.RATE_LIMIT_MULTIPLIER ??= "1";
// Without an SMTP server the mail module writes .eml files: keep them out of data/.
process.env.MAIL_DIR = "tests/.tmp/mail";

let errorSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  // An unexpected console.error is a bug: fail the test that caused it (epic-stack practice).
  errorSpy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(" ")}`);
  });
});
afterEach(() => errorSpy?.mockRestore());

afterAll(async () => {
  const { db } = await import("~/services/db.server");
  await db.$disconnect();
  await dropTestDatabase(url);
});
