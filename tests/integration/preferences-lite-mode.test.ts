// Lite mode chosen in this browser (the switch's cookie) shows as ticked on /preferences, and
// saving it unticked turns it off here too: before, the box said off while every page stayed Lite.
import { describe, expect, test } from "vitest";

import { loader as rootLoader } from "~/root";
import * as preferences from "~/routes/_app.preferences/route";

import { createSignedInUser, formRequest, getRequest, routeArgs, settle } from "./helpers";
import { settleOutcome } from "./workspace-helpers";

const valid = {
  intent: "save-preferences",
  timeZone: "Europe/Berlin",
  weekStart: "0",
  defaultPage: "/analytics",
  // The page's one form sends the email settings too.
  reminderHour: "9",
  reminderDaysBefore: "1",
};

/** The browser's cookies after a response: the request's, with the response's amm_lite. */
function cookiesAfter(before: string, response: Response | null) {
  const set = /amm_lite=(on|off)/.exec(response?.headers.get("set-cookie") ?? "")?.[0];
  return set ? before.replace(/amm_lite=(on|off)/, set) : before;
}

async function liteFor(cookie: string) {
  const response = await settle(() => rootLoader(routeArgs(getRequest("/", cookie))));
  return ((await response.json()) as { lite: boolean }).lite;
}

describe("Lite mode on /preferences in a browser that switched it on", () => {
  test("the box shows it on, and saving it unticked serves pages with JavaScript again", async () => {
    const me = await createSignedInUser();
    const cookie = `${me.cookie}; amm_lite=on`;
    expect(await liteFor(cookie)).toBe(true);

    const page = await settleOutcome(() =>
      preferences.loader(routeArgs(getRequest("/preferences", cookie))),
    );
    expect(page.body.preferences.liteMode).toBe(true);

    const saved = await settleOutcome(() =>
      preferences.action(routeArgs(formRequest("/preferences", valid, { cookie }))),
    );
    expect(saved.status).toBe(302);
    expect(await liteFor(cookiesAfter(cookie, saved.response))).toBe(false);
  });

  test("a browser without the cookie keeps its own choice (Save-Data) untouched", async () => {
    const me = await createSignedInUser();
    const saved = await settleOutcome(() =>
      preferences.action(routeArgs(formRequest("/preferences", valid, { cookie: me.cookie }))),
    );
    expect(saved.response?.headers.get("set-cookie") ?? "").not.toMatch(/amm_lite=/);
  });
});
