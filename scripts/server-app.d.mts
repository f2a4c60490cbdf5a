import type { ServerBuild } from "@remix-run/node";
import type { Express } from "express";

export const DRAIN_LIMIT_BYTES: number;
export const DRAIN_TIMEOUT_MS: number;
export function parseTrustProxy(raw: string | undefined): number;
export function parseWebConcurrency(raw: string | undefined, mode: string, cores: number): number;
export type ScreenOptions = {
  allowedMethods?: (url: URL) => string[] | null;
  routes?: ServerBuild["routes"];
};
export function withSecureCookies(response: Response): Response;
/** A build's route table, or a test's (app/utils/route-tree.mjs reads it). */
export type Routes = Record<
  string,
  | {
      id: string;
      parentId?: string;
      path?: string;
      index?: boolean;
      caseSensitive?: boolean;
      module?: unknown;
    }
  | undefined
>;
export function loggedUrl(routes: Routes | undefined, url: string): string;
export function routeMethodTable(routes: Routes): (url: URL) => string[] | null;
export function createApp(options: {
  build?: ServerBuild;
  routes?: Routes;
  handleRequest?: (request: Request, context: { clientAddress: string }) => Promise<Response>;
  screenRequest?: (request: Request, options?: ScreenOptions) => Promise<Response | null>;
  healthAnswer?: () => Promise<{ status: number; body: string }>;
  pageTag?: (request: Request, options: { version: string }) => Promise<string | null>;
  timeRequest?: <T>(
    run: () => Promise<T>,
    context: { clientAddress: string },
  ) => Promise<{ value: T; serverTiming: string }>;
  trustProxy?: number;
  mode?: string;
  log?: boolean;
}): Express;
