import fs from "node:fs";
import { routeMethodTable } from "./server-app.mjs";
const routes = { root: { id: "root", path: "", module: { default: 1 } }, "routes/_app": { id: "routes/_app", parentId: "root", module: { default: 1, loader: 1 } } };
for (const f of fs.readdirSync("app/routes")) {
  const name = f.replace(/\.tsx?$/, "");
  if (name === "_app") continue;
  const app = name.startsWith("_app.");
  const rest = app ? name.slice(5) : name;
  const path = rest.replace(/\[\.\]/g, "~").split(".").map(s => s.startsWith("$") ? ":" + s.slice(1) : s).join("/").replace(/~/g, ".").replace(/_index$/, "").replace(/\/$/, "").replace(/_\//g, "/");
  routes["routes/" + name] = { id: "routes/" + name, parentId: app ? "routes/_app" : "root", path: name === "$" ? "*" : path, index: name.endsWith("_index"), module: { default: 1, loader: 1 } };
}
const table = routeMethodTable(routes);
const urls = ["/dashboard", "/apps/abc/checklist", "/dashboard.data", "/api/apps/x", "/simple-wizard/abc"].map(u => new URL("http://x" + u));
const time = (label, f) => { for (let i = 0; i < 2000; i++) f(i); const t = performance.now(); const N = 20000; for (let i = 0; i < N; i++) f(i); console.log(label, ((performance.now() - t) * 1000 / N).toFixed(1), "us"); };
time("table", (i) => table(urls[i % 5]));
console.log(urls.map(u => table(u)));
