// Server-Timing on every answer: the request context's timings (opened by timeRequest where the
// request enters, scripts/server-app.mjs), filled by the session lookup, the database client and
// the document render, and written as one header before the body is sent.
import { performance } from "node:perf_hooks";

import { type PrismaClient } from "@prisma/client";
import type { AppLoadContext } from "@remix-run/node";

import { currentRequestContext, runInRequestContext, type Timings } from "./request-context.server";

const currentTimings = () => currentRequestContext()?.timings;

/**
 * Runs one request's work inside its context (app/services/request-context.server.ts), with fresh
 * timings; the header describes it once `run` resolved.
 */
export async function timeRequest<T>(
  run: () => Promise<T>,
  context: AppLoadContext,
): Promise<{ value: T; serverTiming: string }> {
  const timings: Timings = { started: performance.now(), db: 0, queries: 0 };
  context.timings = timings;
  const value = await runInRequestContext(context, run);
  return { value, serverTiming: formatServerTiming(timings, performance.now()) };
}

/** Adds a finished step's milliseconds to this request's figure (outside a request: nothing). */
export function recordTiming(name: "auth" | "render", ms: number): void {
  const timings = currentTimings();
  if (timings) timings[name] = (timings[name] ?? 0) + ms;
}

/** Times a step that returns a promise under `name`, counted when it settles. */
export function timeStep<T>(name: "auth", step: () => Promise<T>): Promise<T> {
  if (!currentTimings()) return step();
  const started = performance.now();
  return step().finally(() => recordTiming(name, performance.now() - started));
}

/** Counts one database query of the current request (the database client calls it). */
export async function timeQuery<T>(query: () => Promise<T>): Promise<T> {
  const timings = currentTimings();
  if (!timings) return query();
  const started = performance.now();
  try {
    return await query();
  } finally {
    timings.db += performance.now() - started;
    timings.queries += 1;
  }
}

/** The client with every query (model operations and raw SQL) timed into the request's store. */
export function withQueryTiming(client: PrismaClient): PrismaClient {
  return client.$extends({
    query: { $allOperations: ({ args, query }) => timeQuery(() => query(args)) },
  }) as unknown as PrismaClient;
}

const ms = (value: number) => value.toFixed(1);

/** The header value: durations and counts only, never a name, an id or a query's text. */
export function formatServerTiming(timings: Timings, now: number): string {
  const parts = [
    timings.auth === undefined
      ? 'auth;dur=0;desc="No session lookup"'
      : `auth;dur=${ms(timings.auth)};desc="Session and user lookup"`,
    `db;dur=${ms(timings.db)};desc="${timings.queries} ${timings.queries === 1 ? "query" : "queries"}"`,
  ];
  if (timings.render !== undefined)
    parts.push(`render;dur=${ms(timings.render)};desc="React render"`);
  parts.push(`total;dur=${ms(now - timings.started)}`);
  return parts.join(", ");
}
