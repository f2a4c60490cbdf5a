// No *.server value in browser code, no route that talks to the database, and /healthz.
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import * as healthz from "~/routes/healthz";

import { APP_DIR, serverValuesInBrowserCode, sourceFiles } from "./browser-code";

describe("browser code and *.server modules", () => {
  it("uses no value from a *.server module outside loader and action", () => {
    const files = [
      ...sourceFiles(path.join(APP_DIR, "routes")),
      ...sourceFiles(path.join(APP_DIR, "components")),
      path.join(APP_DIR, "root.tsx"),
    ];
    expect(files.length).toBeGreaterThan(20);
    expect(serverValuesInBrowserCode(files)).toEqual([]);
    // It type-checks every route and component: seconds alone, far more on a busy CI machine.
  }, 120_000);

  it("has no route that talks to the database itself", () => {
    const offenders = sourceFiles(path.join(APP_DIR, "routes")).filter((file) =>
      /from ["']~\/db\.server["']/.test(fs.readFileSync(file, "utf8")),
    );
    expect(offenders.map((file) => path.basename(file))).toEqual([]);
  });

  it("/healthz answers ok after a database round trip", async () => {
    const response = await healthz.loader();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
