// The request context: one object per request, made by the server entry where the request enters
// (scripts/server-app.mjs), handed by Remix to every loader and action of the request (their
// `context` argument) and to app/entry.server.tsx's handleRequest (its fifth argument). Its fields
// are typed once: here, or (for a field whose type lives on a higher floor) by the one module that
// owns it — the signed-in user's lookup in app/utils/session.server.ts, the sign-in form being
// checked in app/utils/sign-in.server.ts. Nothing else keeps state per request.
//
// One AsyncLocalStorage opens it for code that is handed the Request alone: remix-auth's form
// strategy (remix-auth 4 passes a strategy the request only), the database client's query
// extension that times each query, and the guards every loader calls with its request.
import { AsyncLocalStorage } from "node:async_hooks";

import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";

/** What one request has timed so far (Server-Timing, app/services/timing.server.ts). */
export type Timings = {
  started: number;
  /** Milliseconds of session/user lookups (undefined: none ran). */
  auth?: number;
  /** Milliseconds of every Prisma query, summed (concurrent queries each count). */
  db: number;
  queries: number;
  render?: number;
};

/** One route of the build's table (`build.routes`), as the app reads it. */
export type BuildRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module?: { handle?: unknown; action?: (args: ActionFunctionArgs) => unknown };
};
export type RouteTable = Record<string, BuildRoute | undefined>;

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The calling client's address as the server entry resolved it. */
    clientAddress: string;
    /** "https" when the request came over TLS, directly or from a trusted proxy. */
    protocol?: "http" | "https";
    /**
     * Lite mode for this page, as the root loader decided it (app/root.tsx): the document entry
     * then renders no hydration data and adds the Lite notice. Unset until the root loader ran.
     */
    lite?: boolean;
    /** This request's timings, from where it entered (timeRequest). */
    timings?: Timings;
    /**
     * The build's route table, from the server entry: a save kept when its session ended is
     * posted again, after sign-in, to the route that owns its path (form-stash-replay.server).
     */
    routes?: RouteTable;
  }
}

type RequestContext = AppLoadContext;

const store = new AsyncLocalStorage<RequestContext>();

/** Runs `run` with `context` as the current request's context. */
export function runInRequestContext<T>(context: RequestContext, run: () => T): T {
  return store.run(context, run);
}

/** The current request's context, or undefined outside a request (a script, a job, a test). */
export function currentRequestContext(): RequestContext | undefined {
  return store.getStore();
}
