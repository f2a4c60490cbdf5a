// The edge answers an attacker meets, run with JavaScript on and off.
import { expect, test } from "@playwright/test";

test.describe("the edge, as an attacker meets it", () => {
  test("nosniff on every answer, the calendar feed and the health check included", async ({
    request,
  }) => {
    for (const path of ["/calendar.ics", "/healthz", "/", "/build/nothing.js"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    }
  });

  test("cross-site and malformed-Origin page posts get 403, bad text gets 400", async ({
    request,
  }) => {
    for (const [path, origin] of [
      ["/help", "http://evil.example"],
      ["/help", "null"],
      ["/dashboard", "http://[::1"],
    ]) {
      const response = await request.post(path, {
        headers: { Origin: origin },
        form: { intent: "create", name: "x" },
        maxRedirects: 0,
      });
      expect(response.status(), `${origin} ${path}`).toBe(403);
      expect(await response.text()).toContain("another website");
    }
    const surrogate = await request.post("/api/apps", {
      headers: { "Content-Type": "application/json" },
      data: '{"name":"\\ud800"}',
    });
    expect(surrogate.status()).toBe(400);
    expect((await surrogate.json()).message).toMatch(/cannot be stored/);
    expect((await request.get("/api/apps/%00")).status()).toBe(400);
  });
});
