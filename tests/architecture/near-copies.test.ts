// Near-copies found in review, kept as one: the passkey ceremony (the sign-in page and "Confirm
// it's you") and the charts' axes (the bar and the line chart). A second copy fails here.
import fs from "node:fs";
import path from "node:path";

import { expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

function appFiles(dir = "app"): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return appFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const files = appFiles();
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const writing = (pattern: RegExp) => files.filter((file) => pattern.test(read(file)));

test("the passkey ceremony is written once, in app/components/passkey-ceremony.ts", () => {
  expect(files.length).toBeGreaterThan(300);
  const home = ["app/components/passkey-ceremony.ts"];
  // Asking for a challenge and signing it in the browser (adding a passkey is its own ceremony).
  expect(writing(/\bstartAuthentication\(/)).toEqual(home);
  expect(writing(/Passkeys are not available right now/)).toEqual(home);
  for (const user of [
    "app/routes/auth/passkey-sign-in.tsx",
    "app/components/profile/confirm-its-you.tsx",
  ]) {
    expect(read(user)).toMatch(/from "~\/components\/passkey-ceremony"/);
  }
});

test("the charts' axes are one part: the ticks and x labels are worked out once, drawn once", () => {
  expect(writing(/\blabelIndexes\(data\.length\)/)).toEqual(["app/lib/svg-chart.ts"]);
  expect(read("app/lib/svg-chart.ts").match(/\byTicks\(yMax\)/g)).toHaveLength(1);
  for (const chart of [
    "app/routes/_app.analytics/bar-chart.tsx",
    "app/routes/_app.analytics/line-chart.tsx",
  ]) {
    expect(read(chart)).toMatch(/import \{ ChartPlot \} from "~\/components\/charts\/axes"/);
    expect(read(chart)).not.toMatch(/<text\b/);
  }
});
