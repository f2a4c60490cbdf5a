// Which app the main menu's "My Apps" pages are for: the app in the address when there is one,
// else the app last opened in this browser (a plain cookie holding its id), else the company's
// most recently changed app (its only app when it has one). The session lookup reads it in its
// one statement (app/models/session.server.ts); this file says which ids it looks for and
// remembers the last one opened.
import { data } from "@remix-run/node";
import { parse, serialize } from "cookie";

import { DAY_MS } from "~/lib/dates";
import { getMenuApp } from "~/models/app.server";
import { sessionMenuApp } from "~/models/session.server";
import type { RouteTable } from "~/services/request-context.server";

import { matchEdgeRoute } from "./edge-rules.server";

export const MENU_APP_COOKIE = "amm_app";
const YEAR_S = (365 * DAY_MS) / 1000;

/**
 * The app id in the address of a page about one app: the `appId` parameter of the route the path
 * names in the build's route tree (a script's request adds ".data"), or undefined. Without the
 * build's routes (a script, a job), no address names an app.
 */
export function addressAppId(pathname: string, routes: RouteTable | undefined): string | undefined {
  if (!routes) return undefined;
  return matchEdgeRoute(routes, pathname)?.params.appId || undefined;
}

function rememberedAppId(request: Request): string | undefined {
  return parse(request.headers.get("Cookie") ?? "")[MENU_APP_COOKIE] || undefined;
}

/** The ids the menu's app is looked for by, in order: the address's, then the remembered one. */
export function menuAppWanted(request: Request, routes: RouteTable | undefined): string[] {
  const wanted = [addressAppId(new URL(request.url).pathname, routes), rememberedAppId(request)];
  return wanted.filter((id): id is string => id !== undefined);
}

/**
 * The Set-Cookie value remembering the menu's app when it is the app of the address and the
 * cookie does not hold it yet, else null. The cookie holds only an id, checked against the
 * company on every read: another company's id, or a deleted app's, is passed over. Secure is
 * added by the server entry for HTTPS requests (withSecureCookies).
 */
export function rememberMenuApp(
  request: Request,
  routes: RouteTable | undefined,
  app: { id: string } | null,
): string | null {
  const fromAddress = addressAppId(new URL(request.url).pathname, routes);
  if (!app || app.id !== fromAddress || rememberedAppId(request) === app.id) return null;
  return serialize(MENU_APP_COOKIE, app.id, {
    path: "/",
    maxAge: YEAR_S,
    httpOnly: true,
    sameSite: "lax",
  });
}

/**
 * The menu's app for the signed-in layout: read with the session in this request's one statement,
 * or looked up when it was not (outside a request's context).
 */
export async function menuAppOf(
  request: Request,
  routes: RouteTable | undefined,
  user: { tenantId: string },
) {
  const read = sessionMenuApp(user);
  return read !== undefined ? read : getMenuApp(user.tenantId, menuAppWanted(request, routes));
}

/** The layout's answer: its data, with the cookie remembering the address's app when it is new. */
export function withMenuAppCookie<T extends { menuApp?: { id: string } }>(
  request: Request,
  routes: RouteTable | undefined,
  layout: T,
) {
  const remember = rememberMenuApp(request, routes, layout.menuApp ?? null);
  return data(layout, remember ? { headers: { "Set-Cookie": remember } } : undefined);
}
