import path from "node:path";

import { configDefaults, defineConfig } from "vitest/config";

// The reliability suites (tests/reliability): a production build served over HTTP, one file at a
// time so that the concurrency and crash tests get the machine to themselves.
// RELIABILITY=full raises the run sizes (npm run test:reliability:full); see docs/decisions/017-reliability-tests.md.
// The second database leg of CI (DATABASE_LEG=1) leaves out the two suites that test HTTP alone:
// the 405 table of every route and keep-alive after each kind of refusal.
const HTTP_ONLY = ["tests/reliability/methods.test.ts", "tests/reliability/keep-alive.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_LEG ? HTTP_ONLY : [])],
    globalSetup: ["tests/setup/global-setup.ts", "tests/reliability/build-setup.ts"],
    setupFiles: ["tests/setup/setup-test-env.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});
