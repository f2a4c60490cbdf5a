// The seed hashes passwords on its own floor (prisma/seed-password.ts); the app signs in with
// what it wrote, so the demo account's password works.
import { expect, test } from "vitest";

import { verifyPassword } from "~/services/password.server";

import { hashSeedPassword } from "../../prisma/seed-password";

test("the app verifies a password the seed hashed, and refuses another", async () => {
  const hash = await hashSeedPassword("demo-password-1");
  expect(hash).toMatch(/^\$argon2id\$/);
  expect(await verifyPassword(hash, "demo-password-1")).toBe(true);
  expect(await verifyPassword(hash, "demo-password-2")).toBe(false);
});
