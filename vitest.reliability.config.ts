import path from "node:path";

import { defineConfig } from "vitest/config";

// The reliability suites (tests/reliability): a production build served over HTTP, one file at a
// time so that the concurrency and crash tests get the machine to themselves.
// RELIABILITY=full (CI) raises the run sizes; see docs/decisions/017-reliability-tests.md.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    globalSetup: ["tests/setup/global-setup.ts", "tests/reliability/build-setup.ts"],
    setupFiles: ["tests/setup/setup-test-env.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});
