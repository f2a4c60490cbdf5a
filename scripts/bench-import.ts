// Used by scripts/bench.mjs: imports a year of Google Play installs by country (365 days × 247
// countries ≈ 90,000 lines, UTF-16LE as Play writes it, generated here: no fixture file) into one
// app, and prints the rows per second and the process's resident memory before the import and at
// its peak (sampled every 20 ms) as JSON. The Results page then renders a year of data.
import { importResults } from "../app/models/results.server";
import { db } from "../app/services/db.server";

const appId = process.argv[2] ?? "";
const app = await db.app.findUniqueOrThrow({ where: { id: appId }, select: { tenantId: true } });

const COUNTRIES = Array.from({ length: 247 }, (_, i) =>
  String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)),
);
const lines = [
  "Date,Package Name,Country,Daily Device Installs,Daily Device Uninstalls,Daily Device Upgrades,Total User Installs,Daily User Installs,Daily User Uninstalls,Active Device Installs,Install events,Update events,Uninstall events",
];
const start = Date.parse("2025-01-01T00:00:00Z");
for (let d = 0; d < 365; d++) {
  const day = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
  for (const [i, country] of COUNTRIES.entries()) {
    const n = (d + i) % 7;
    lines.push(`${day},com.bench.app,${country},${n + 1},0,0,${100 + d},${n},0,${50 + d},${n},0,0`);
  }
}
const bytes = Buffer.concat([
  Buffer.from([0xff, 0xfe]),
  Buffer.from(`${lines.join("\n")}\n`, "utf16le"),
]);
const lineCount = lines.length - 1;
// The generated text goes before the measure: only the import's own memory counts.
lines.length = 0;

// scripts/bench.mjs runs this with --expose-gc, so the baseline is the live heap, not garbage.
global.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const started = performance.now();
const result = await importResults(app.tenantId, appId, [{ name: "installs_country.csv", bytes }]);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
if (!result.ok) throw new Error(result.message);
process.stdout.write(
  JSON.stringify({
    lines: lineCount,
    fileMB: Math.round((bytes.length / 1024 / 1024) * 10) / 10,
    seconds: Math.round(seconds * 100) / 100,
    rowsPerSecond: Math.round(lineCount / seconds),
    rssBeforeMB: Math.round(before / 1024 / 1024),
    rssPeakMB: Math.round(peak / 1024 / 1024),
    memoryGrowthMB: Math.round((peak - before) / 1024 / 1024),
  }),
);
await db.$disconnect();
