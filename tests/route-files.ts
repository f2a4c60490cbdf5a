// The route modules of app/routes as Remix v2's flat routes find them: a file `<name>.tsx`, or a
// folder `<name>/` whose `route.tsx` is the module (its other files are the route's own parts:
// server module, components). Shared by the tests that walk every route.
import fs from "node:fs";
import path from "node:path";

export const ROUTES_DIR = path.resolve(import.meta.dirname, "../app/routes");

const MODULE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
const FOLDER_MODULE = /^route\.(ts|tsx)$/;

/** Every route module, relative to app/routes: "auth.tsx", "_app.profile.email/route.tsx". */
export function routeModuleFiles(dir: string = ROUTES_DIR): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      if (entry.name.startsWith(".")) return [];
      if (entry.isDirectory()) {
        const module = fs
          .readdirSync(path.join(dir, entry.name))
          .find((name) => FOLDER_MODULE.test(name));
        return module ? [`${entry.name}/${module}`] : [];
      }
      return MODULE.test(entry.name) && !TEST.test(entry.name) ? [entry.name] : [];
    })
    .sort();
}

/** The flat-routes name of a module: "_app.profile.email" for "_app.profile.email/route.tsx". */
export function routeName(file: string): string {
  return file.replace(/\/route\.(ts|tsx)$/, "").replace(MODULE, "");
}
