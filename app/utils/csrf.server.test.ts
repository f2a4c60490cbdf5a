import { describe, expect, it } from "vitest";

import { assertSameOrigin, isCrossOriginMutation } from "./csrf.server";

function request(method: string, headers: Record<string, string> = {}, url = "http://app.test/x") {
  return new Request(url, { method, headers });
}

describe("isCrossOriginMutation", () => {
  it("never refuses a safe method, whatever its origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(isCrossOriginMutation(request(method, { Origin: "https://evil.example" }))).toBe(
        false,
      );
    }
  });

  it("accepts the same host, and clients that send no Origin", () => {
    expect(isCrossOriginMutation(request("POST", { Origin: "http://app.test" }))).toBe(false);
    // Behind a TLS proxy the browser says https while the server sees http.
    expect(isCrossOriginMutation(request("POST", { Origin: "https://app.test" }))).toBe(false);
    expect(isCrossOriginMutation(request("DELETE"))).toBe(false);
  });

  it("accepts Origin: null from a page of ours that sends no referrer (Sec-Fetch-Site says so)", () => {
    expect(
      isCrossOriginMutation(request("POST", { Origin: "null", "Sec-Fetch-Site": "same-origin" })),
    ).toBe(false);
  });

  it("refuses another host, another port, a null or malformed Origin, and cross-site fetches", () => {
    expect(isCrossOriginMutation(request("POST", { Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossOriginMutation(request("PUT", { Origin: "http://app.test:8080" }))).toBe(true);
    expect(isCrossOriginMutation(request("POST", { Origin: "http://sub.app.test" }))).toBe(true);
    expect(isCrossOriginMutation(request("POST", { Origin: "null" }))).toBe(true);
    expect(
      isCrossOriginMutation(request("POST", { Origin: "null", "Sec-Fetch-Site": "cross-site" })),
    ).toBe(true);
    expect(
      isCrossOriginMutation(request("POST", { Origin: "null", "Sec-Fetch-Site": "same-site" })),
    ).toBe(true);
    expect(isCrossOriginMutation(request("POST", { Origin: "::not a url" }))).toBe(true);
    expect(isCrossOriginMutation(request("POST", { "Sec-Fetch-Site": "cross-site" }))).toBe(true);
  });
});

describe("assertSameOrigin", () => {
  it("throws a text 403 for pages and a JSON 403 for the API", async () => {
    const evil = request("POST", { Origin: "https://evil.example" });
    let page: unknown;
    let json: unknown;
    try {
      assertSameOrigin(evil);
    } catch (thrown) {
      page = thrown;
    }
    try {
      assertSameOrigin(evil, "json");
    } catch (thrown) {
      json = thrown;
    }
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(403);
    expect(await (page as Response).text()).toMatch(/another website/);
    expect((json as Response).status).toBe(403);
    expect(await (json as Response).json()).toMatchObject({
      message: expect.stringMatching(/another website/),
    });
    expect(() => assertSameOrigin(request("POST", { Origin: "http://app.test" }))).not.toThrow();
  });
});
