// A newcomer's `npm ci && npm start` shows no warning the project can prevent: every locked
// package accepts the Node versions package.json allows (npm's EBADENGINE), set-up prints no
// Prisma warning, and the build runs without Vite's CommonJS notice.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const semver = require("semver") as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

type Lock = {
  packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } }>;
};
const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as Lock;

/** The lowest and a late version of each Node line that the engines field allows. */
function allowedNodeVersions(range: string): string[] {
  return range.split("||").flatMap((part) => {
    const lowest = semver.minVersion(part)!.version;
    const late = `${lowest.split(".")[0]}.99.0`;
    return semver.satisfies(late, part) ? [lowest, late] : [lowest];
  });
}

describe("clean install and start", () => {
  it("every locked package accepts every Node version the engines field allows", () => {
    const versions = allowedNodeVersions(pkg.engines.node);
    expect(versions).toContain("20.19.0");
    const conflicts = Object.entries(lock.packages)
      // npm skips optional platform builds that do not fit, without a warning.
      .filter(([name, info]) => name && !info.optional && info.engines?.node)
      .flatMap(([name, info]) =>
        versions
          .filter((version) => !semver.satisfies(version, info.engines!.node!))
          .map(
            (version) => `${name}@${info.version} wants node ${info.engines!.node}, not ${version}`,
          ),
      );
    expect(conflicts).toEqual([]);
  });

  it("set-up migrates a new database without printing Prisma's warnings", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "amm-setup-"));
    try {
      const output = execFileSync("node_modules/.bin/tsx", ["scripts/setup.ts"], {
        env: {
          ...process.env,
          DATABASE_URL: `file:${path.join(dir, "fresh.db")}`,
          SEED: "false",
          NODE_ENV: "production",
          SETUP_QUIET: "",
        },
        encoding: "utf8",
        stdio: "pipe",
      });
      expect(output).toMatch(/Applied \d+ database migration/);
      expect(output).not.toMatch(/warn|NOT be used|deprecated/i);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("builds with the Remix CLI without Vite's CommonJS notice", () => {
    // The notice comes from loading the Remix CLI (its Vite plugin), so --version shows it cheaply.
    const remixOutput = (ignore: string) =>
      execFileSync("bash", ["-c", "node_modules/.bin/remix --version 2>&1"], {
        env: { ...process.env, VITE_CJS_IGNORE_WARNING: ignore },
        encoding: "utf8",
      });
    expect(remixOutput("")).toMatch(/CJS build of Vite/);
    const quiet = remixOutput("true");
    expect(quiet).not.toMatch(/CJS build of Vite/);
    expect(quiet.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    // ...and both ways of building set it.
    expect(fs.readFileSync("scripts/start.mjs", "utf8")).toMatch(/VITE_CJS_IGNORE_WARNING: "true"/);
    expect(pkg.scripts.build).toMatch(/^VITE_CJS_IGNORE_WARNING=true remix build/);
  });
});
