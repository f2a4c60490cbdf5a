// The Lite mode switch's way back: a return path the browser would read as another site (tab or
// newline inside, which URL parsing drops) or a header cannot carry goes home: never a 500.
import { describe, expect, it } from "vitest";

import * as liteRoute from "~/routes/lite-mode";

import { formRequest, routeArgs, settle } from "./helpers";

async function switchBack(redirectTo: string) {
  return settle(() =>
    liteRoute.action(routeArgs(formRequest("/lite-mode", { intent: "lite-on", redirectTo }))),
  );
}

describe("the Lite mode switch's return path", () => {
  it.each(["/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "/x\u0000y", "/专注"])(
    "sends %j home with a redirect",
    async (redirectTo) => {
      const response = await switchBack(redirectTo);
      expect(response.status).toBe(302);
      const location = response.headers.get("location") ?? "";
      expect(new URL(location, "https://app.example").origin).toBe("https://app.example");
      // A Location header is ASCII: Node refuses to send anything above U+00FF.
      expect(location).toBe("/");
    },
  );
});
