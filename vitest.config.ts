import os from "node:os";
import path from "node:path";

import { configDefaults, defineConfig } from "vitest/config";

// The second database leg of CI (DATABASE_LEG=1) runs the tests that open the database: the
// integration tests, less the few that never do. The pure modules under app/ and scripts/, and the
// architecture checks, read no table and ran on SQLite already.
const DATABASE_FREE = [
  "tests/integration/browser-code.test.ts",
  "tests/integration/plain-http-cookies.test.ts",
  "tests/integration/route-matching-patch.test.ts",
];
const databaseLeg = Boolean(process.env.DATABASE_LEG);
// Vitest's default is one worker fewer than the CPUs: one worker on a 2-CPU machine, where the
// files wait on their databases as much as on the CPU. Two workers there measured 30 % less time
// (40 integration files: 148 s with one, 104 s with two); larger machines keep the default.
const workers = Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: databaseLeg
      ? ["tests/integration/**/*.test.ts"]
      : [
          "app/**/*.test.{ts,tsx}",
          "tests/integration/**/*.test.ts",
          "tests/architecture/**/*.test.ts",
          "scripts/**/*.test.ts",
        ],
    exclude: [...configDefaults.exclude, ...(databaseLeg ? DATABASE_FREE : [])],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/setup-test-env.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: workers,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
