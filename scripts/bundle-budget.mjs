// Checks the 115 KB budget: gzipped (-9) JavaScript a browser loads on the first visit to any
// page = the route manifest inlined in the page + entry + root + every route module on the path
// to the page, with imports. With lazy route discovery (remix.config.js) the browser never loads
// the full manifest file: the page carries a partial manifest (its own routes, plus those that
// match its parent paths) and asks for more routes on navigation. This counts the matched routes
// plus root's index and splat routes (an overcount, never an undercount); the Playwright check
// tests/e2e/bundle-budget.spec.ts compares it with what a browser really loads.
// Usage: node scripts/bundle-budget.mjs [buildDir]   (default: public/build)
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const BUDGET_KB = 115;

export function measure(assetsDir) {
  const manifestFile = fs.readdirSync(assetsDir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!manifestFile) throw new Error(`No Remix manifest in ${assetsDir}: build first.`);
  const manifestSource = fs.readFileSync(path.join(assetsDir, manifestFile), "utf8");
  const manifest = JSON.parse(
    manifestSource.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""),
  );
  const toFile = (url) => path.join(assetsDir, url.replace(/^\/build\//, ""));
  const gz = new Map();
  const gzSize = (file) => {
    if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
    return gz.get(file);
  };
  const chain = (id) => {
    const ids = [];
    for (let r = manifest.routes[id]; r; r = manifest.routes[r.parentId]) ids.unshift(r.id);
    return ids;
  };
  const results = [];
  const extra = ["routes/_index", "routes/$"].filter((id) => manifest.routes[id]);
  const inlineManifest = (ids) => {
    const routes = Object.fromEntries(ids.map((rid) => [rid, manifest.routes[rid]]));
    const text = `window.__remixManifest = ${JSON.stringify({ ...manifest, routes }, null, 2)};`;
    return zlib.gzipSync(text, { level: 9 }).length;
  };
  for (const id of Object.keys(manifest.routes)) {
    const files = new Set([toFile(manifest.entry.module)]);
    for (const i of manifest.entry.imports ?? []) files.add(toFile(i));
    for (const rid of chain(id)) {
      const route = manifest.routes[rid];
      files.add(toFile(route.module));
      for (const i of route.imports ?? []) files.add(toFile(i));
    }
    const ids = [...new Set([...chain(id), ...extra.flatMap(chain)])];
    const bytes = [...files].reduce((sum, f) => sum + gzSize(f), inlineManifest(ids));
    results.push({ route: id, kb: Math.round((bytes / 1024) * 10) / 10 });
  }
  return results.sort((a, b) => b.kb - a.kb);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? "public/build";
  const results = measure(dir);
  for (const r of results) console.log(`${r.kb.toFixed(1).padStart(7)} KB  ${r.route}`);
  const over = results.filter((r) => r.kb > BUDGET_KB);
  if (over.length) {
    console.error(`Over the ${BUDGET_KB} KB budget: ${over.map((r) => r.route).join(", ")}`);
    process.exit(1);
  }
  console.log(
    `All ${results.length} routes within ${BUDGET_KB} KB of gzipped JavaScript on first load.`,
  );
}
