// A refused reset link costs no password hash (argon2id, tens of milliseconds of CPU and memory):
// the reset endpoints are open to anyone, so a made-up token must be refused before hashing.
import { describe, expect, test, vi } from "vitest";

import { createVerification } from "~/models/verification.server";
import * as resetApi from "~/routes/api.password.reset";
import type * as passwords from "~/services/password.server";
import { hashPassword } from "~/services/password.server";

import { createSignedInUser, jsonRequest, routeArgs, settle } from "./helpers";

vi.mock("~/services/password.server", async (original) => {
  const real = await original<typeof passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

function reset(token: string) {
  return settle(() =>
    resetApi.action(
      routeArgs(jsonRequest("/api/password/reset", { token, password: "A-new-Passw0rd-9" })),
    ),
  );
}

describe("POST /api/password/reset", () => {
  test("a made-up, malformed or spent token is refused without hashing the password", async () => {
    const { user } = await createSignedInUser();
    const token = await createVerification("resetPassword", {
      userId: user.id,
      target: user.email,
    });
    expect((await reset(token)).status).toBe(200);
    vi.mocked(hashPassword).mockClear();

    for (const bad of [token, "x", "A".repeat(43)]) {
      const refused = await reset(bad);
      expect(refused.status).toBe(400);
    }
    expect(hashPassword).not.toHaveBeenCalled();
  });
});
