// The part of the build's route table a sign-in reads to post a kept save again, and a wizard's
// save reads to keep its typing (the request context's `routes`, set by the server entry from
// `build.routes`): the two wizards, under the
// signed-in layout, with the ids and paths the build gives them. For the tests that call the
// sign-in actions directly; the journeys (tests/e2e/wizards.spec.ts) use the real build's table.
import * as simpleWizard from "~/routes/_app.simple-wizard.$appId/route";
import * as wizard from "~/routes/_app.wizard.$appId/route";
import type { RouteTable } from "~/services/request-context.server";

import { routeArgs, TEST_CLIENT } from "./helpers";

export const REPLAY_ROUTES: RouteTable = {
  root: { id: "root", path: "" },
  "routes/_app": { id: "routes/_app", parentId: "root" },
  "routes/_app.wizard.$appId": {
    id: "routes/_app.wizard.$appId",
    parentId: "routes/_app",
    path: "wizard/:appId",
    module: wizard,
  },
  "routes/_app.simple-wizard.$appId": {
    id: "routes/_app.simple-wizard.$appId",
    parentId: "routes/_app",
    path: "simple-wizard/:appId",
    module: simpleWizard,
  },
};

/**
 * routeArgs whose context carries the route table: a sign-in action's replay reads it, and so does
 * a wizard save that meets an ended session (its route's `handle.edge.stash`).
 */
export function signInArgs(
  request: Request,
  params: Record<string, string> = {},
  clientAddress: string = TEST_CLIENT,
) {
  const args = routeArgs(request, params, clientAddress);
  return { ...args, context: { ...args.context, routes: REPLAY_ROUTES } };
}
