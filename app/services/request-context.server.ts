// The request context: one object per request, made by the server entry where the request enters
// (scripts/server-app.mjs), handed by Remix to every loader and action of the request (their
// `context` argument) and to app/entry.server.tsx's handleRequest (its fifth argument). Its fields
// are typed once, here (the types they name live on the floor below, app/lib). Nothing else keeps
// state per request: not Express's `res.locals`, not a property on the user object.
//
// One AsyncLocalStorage opens it for code that is handed the Request alone: remix-auth's form
// strategy (remix-auth 4 passes a strategy the request only), the database client's query
// extension that times each query, and the guards every loader calls with its request.
import { AsyncLocalStorage } from "node:async_hooks";

import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";

import type { FlashToast } from "~/lib/action-toast";
import type { PublicUser, SessionRead } from "~/lib/signed-in";

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
    /**
     * The signed-in user, looked up once per request (app/utils/session.server.ts): `read` for
     * the loaders of a GET (and the document render), `write` for an action. The loaders that run
     * after an action look up afresh, since the action may have signed someone in or out.
     */
    signedIn?: { read?: Promise<PublicUser | null>; write?: Promise<PublicUser | null> };
    /**
     * What the session lookup read beside that user (the tenant's subscription and demo columns,
     * the unread announcements), for the layout's readers (app/models/session.server.ts): found
     * only for the same user object.
     */
    sessionRead?: { user: PublicUser; read: SessionRead };
    /**
     * The sign-in being authenticated in this request, and the form the password strategy read.
     * remix-auth 4 hands a strategy the request alone (and moves its body into a new Request), so
     * the strategy finds the request context, checks for its client and keeps the form here for
     * the action's answer (app/utils/sign-in.server.ts).
     */
    signIn?: { form?: FormData };
    /**
     * The toast an action of this request answered with (dataWithErrorToast): with JavaScript off
     * the root loader runs in the same request and shows it; for a script's request
     * (handleDataRequest) it goes into the flash cookie that the root's revalidation reads.
     */
    actionToast?: FlashToast;
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
