// The footer's year is read from the clock by the root loader on each request (never typed into
// the page), so the server's HTML and the hydrated page show the same year.
import { afterEach, describe, expect, it, vi } from "vitest";

import { loader } from "~/root";

import { getRequest, routeArgs, settle } from "./helpers";

afterEach(() => {
  vi.useRealTimers();
});

describe("the root loader's year", () => {
  it("is this year on the server's clock, and moves with it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-06-01T12:00:00Z"));
    const body = await (await settle(() => loader(routeArgs(getRequest("/"))))).json();
    expect(body.year).toBe(2031);
    vi.setSystemTime(new Date("2032-01-01T00:00:01Z"));
    expect((await (await settle(() => loader(routeArgs(getRequest("/"))))).json()).year).toBe(2032);
  });
});
