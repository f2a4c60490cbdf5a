import { expect, test } from "vitest";

import { SIGN_IN_ACTION, signInAction } from "./sign-in";

test("the sign-in form's address keeps the page to come back to, encoded", () => {
  expect(signInAction("")).toBe(SIGN_IN_ACTION);
  expect(signInAction("/dashboard?add=true")).toBe(
    "/auth?intent=login&redirectTo=%2Fdashboard%3Fadd%3Dtrue",
  );
  expect(new URL(signInAction("/apps/a&b"), "http://x").searchParams.get("redirectTo")).toBe(
    "/apps/a&b",
  );
});
