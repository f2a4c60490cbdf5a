import { describe, expect, it } from "vitest";

import { isPostgresUrl } from "./database-config.mjs";
import { parseEnv } from "./env.server";

const SECRET = "s".repeat(32);

describe("parseEnv", () => {
  it("applies defaults for a development machine", () => {
    const env = parseEnv({}, () => "generated-secret");
    expect(env.NODE_ENV).toBe("development");
    expect(env.DATABASE_URL).toBe("file:./data/app.db");
    expect(env.PORT).toBe(3000);
    expect(env.SESSION_SECRET).toBe("generated-secret");
  });

  it("requires SESSION_SECRET in production, even when a fallback exists", () => {
    expect(() => parseEnv({ NODE_ENV: "production" }, () => "fallback")).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(
      /at least 32/,
    );
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: SECRET }).SESSION_SECRET).toBe(
      SECRET,
    );
  });

  it("names every invalid variable in one error", () => {
    expect(() =>
      parseEnv({ PORT: "99999", ADMIN_EMAIL: "not-an-email", SESSION_SECRET: SECRET }),
    ).toThrow(/PORT[\s\S]*ADMIN_EMAIL|ADMIN_EMAIL[\s\S]*PORT/);
  });

  it("needs ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => parseEnv({ ADMIN_EMAIL: "a@b.co", SESSION_SECRET: SECRET })).toThrow(/together/);
    const env = parseEnv({
      ADMIN_EMAIL: "a@b.co",
      ADMIN_PASSWORD: "longenough1",
      SESSION_SECRET: SECRET,
    });
    expect(env.ADMIN_EMAIL).toBe("a@b.co");
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ PORT: "", SESSION_SECRET: SECRET }).PORT).toBe(3000);
  });

  it("coerces PORT and the rate-limit multiplier", () => {
    const env = parseEnv({ PORT: "8080", RATE_LIMIT_MULTIPLIER: "50", SESSION_SECRET: SECRET });
    expect(env.PORT).toBe(8080);
    expect(env.RATE_LIMIT_MULTIPLIER).toBe(50);
  });
});

describe("isPostgresUrl", () => {
  it("switches on the URL scheme alone", () => {
    expect(isPostgresUrl("postgres://u@h/db")).toBe(true);
    expect(isPostgresUrl("postgresql://u@h/db")).toBe(true);
    expect(isPostgresUrl("file:./data/app.db")).toBe(false);
    expect(isPostgresUrl("mysql://u@h/db")).toBe(false);
  });
});
