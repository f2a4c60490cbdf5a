// The import graph of app/, prisma/ and scripts/, and the layers of docs/architecture.md that
// every arrow must respect: imports only point down, and no file reaches itself again.
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** Floors from the top; a file may import its own room or any room on a lower floor. */
export const FLOORS: { room: string; match: RegExp }[][] = [
  [{ room: "scripts", match: /^scripts\// }],
  [{ room: "prisma cli", match: /^prisma\/(seed(-[\w-]+)?\.ts|.*prisma\.config\.ts)$/ }],
  [{ room: "entries", match: /^app\/(entry\.client|entry\.server|root)\.tsx$/ }],
  [{ room: "routes", match: /^app\/routes\// }],
  [
    { room: "components", match: /^app\/components\// },
    { room: "utils", match: /^app\/utils\// },
  ],
  [{ room: "models", match: /^app\/models\// }],
  [{ room: "services", match: /^app\/services\// }],
  [{ room: "prisma adapters", match: /^prisma\/adapters\.ts$/ }],
  [{ room: "lib", match: /^app\/lib\// }],
];

export type Place = { room: string; floor: number };

export function placeOf(file: string): Place | null {
  for (const [floor, rooms] of FLOORS.entries()) {
    for (const { room, match } of rooms) if (match.test(file)) return { room, floor };
  }
  return null;
}

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The module specifiers a source file imports or re-exports (static and dynamic). */
export function specifiersOf(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...withoutComments.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2]);
}

function resolveFile(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}/index.ts`]) {
    const full = path.join(ROOT, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return candidate;
  }
  return `${base} (missing)`;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    const isTest = /\.test\.tsx?$/.test(entry.name) || /\.d\.m?ts$/.test(entry.name);
    return SOURCE.test(entry.name) && !isTest ? [file] : [];
  });
}

export type Edge = { from: string; to: string };

/** Every import between the project's own files under app/, prisma/ and scripts/ (tests aside). */
export function projectGraph(): { files: string[]; edges: Edge[] } {
  const files = ["app", "prisma", "scripts"].flatMap(sourceFiles);
  const edges = files.flatMap((from) =>
    specifiersOf(fs.readFileSync(path.join(ROOT, from), "utf8"))
      .map((specifier) => resolveFile(from, specifier))
      .filter((to): to is string => to !== null && SOURCE.test(to.replace(" (missing)", "")))
      .map((to) => ({ from, to })),
  );
  return { files, edges };
}

/** Arrows that run up a floor, or sideways into another room of the same floor. */
export function upwardEdges(edges: Edge[]): string[] {
  return edges.flatMap(({ from, to }) => {
    const a = placeOf(from);
    const b = placeOf(to);
    if (!a || !b || a.room === b.room || a.floor < b.floor) return [];
    return [`${from} (${a.room}) -> ${to} (${b.room})`];
  });
}

/** The folder route a file under app/routes/<folder>/ belongs to, or null for a route file. */
export function folderRouteOf(file: string): string | null {
  return /^app\/routes\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/**
 * Arrows between a folder route and any other route: a folder route's server module and
 * components are its own, and it imports no other route (docs/architecture.md, feature folders);
 * what two routes share lives in a lower layer. A flat route file (a resource route) is a route
 * of its own too.
 */
export function crossRouteEdges(edges: Edge[]): string[] {
  return edges.flatMap(({ from, to }) => {
    if (!from.startsWith("app/routes/") || !to.startsWith("app/routes/")) return [];
    const a = folderRouteOf(from) ?? from;
    const b = folderRouteOf(to) ?? to;
    return a !== b ? [`${from} -> ${to}`] : [];
  });
}

/** Every circle of imports (Tarjan's strongly connected components with more than one file). */
export function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || next.get(node)?.includes(node)) found.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}
