// "Earlier links stop working": asking for a link several times at once (double clicks, two tabs,
// a script) leaves exactly one live link of that kind, whichever request finished last.
import { describe, expect, test } from "vitest";

import { checkVerification, createVerification, VERIFICATION } from "~/models/verification.server";
import { db } from "~/services/db.server";

import { createSignedInUser } from "./helpers";

describe("asking for links in parallel", () => {
  test.each(["resetPassword", "confirmEmail"] as const)(
    "%s: eight at once leave one live link, and only it works",
    async (kind) => {
      const { user } = await createSignedInUser();
      const tokens = await Promise.all(
        Array.from({ length: 8 }, () =>
          createVerification(kind, { userId: user.id, target: user.email }),
        ),
      );
      const live = await db.verification.count({
        where: { userId: user.id, type: VERIFICATION[kind].type, usedAt: null },
      });
      expect(live).toBe(1);
      const working = [];
      for (const token of tokens) {
        if ((await checkVerification(kind, token)).ok) working.push(token);
      }
      expect(working).toHaveLength(1);
    },
  );
});
