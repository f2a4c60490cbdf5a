// Toasts travel in a flash cookie set on the redirect and read once by the root loader, so they
// show with JavaScript off too (remix-toast 1.2, whose cookie is not really signed: decision 011).
import crypto from "node:crypto";

import { createCookie, type TypedResponse } from "@remix-run/node";
import { parse } from "cookie";
import {
  getToast as readToast,
  jsonWithToast,
  redirectWithError,
  redirectWithInfo,
  redirectWithSuccess,
  setToastCookieOptions,
} from "remix-toast";

import { ACTION_TOAST_KEY, type FlashToast } from "~/lib/action-toast";
import { getEnv } from "~/services/env.server";
import { currentRequestContext } from "~/services/request-context.server";

export type { FlashToast };

let configured = false;
function configure() {
  if (configured) return;
  const env = getEnv();
  setToastCookieOptions({
    name: TOAST_COOKIE,
    secrets: [env.SESSION_SECRET],
    sameSite: "lax",
    httpOnly: true,
    path: "/",
    // Secure is added by the server entry for HTTPS requests (withSecureCookies).
    secure: false,
  });
  configured = true;
}

export type ToastInput = { title: string; description?: string };

function message(toast: ToastInput) {
  return { message: toast.title, description: toast.description };
}

const TOAST_COOKIE = "amm_toast";

/**
 * The toast cookie as far as this module writes it: only its expiry (remix-toast writes the toast).
 * An empty value goes on the wire as is, so the expiry reads `amm_toast=; Max-Age=0; …`.
 */
const toastCookie = createCookie(TOAST_COOKIE, { path: "/", httpOnly: true, sameSite: "lax" });

/**
 * The flash toast, and a Set-Cookie only when the request carried a toast cookie to clear: an
 * answer with nothing to set sets nothing (so it can be revalidated and cached).
 */
export async function getToast(request: Request, context?: { actionToast?: FlashToast }) {
  configure();
  const { toast: flashed } = await readToast(request);
  const headers = new Headers();
  // Read once: the cookie goes (expired). Secure only via the server entry, for HTTPS requests:
  // over plain HTTP a Secure expiry is ignored and the toast would show on every page.
  if (parse(request.headers.get("Cookie") ?? "")[TOAST_COOKIE] !== undefined) {
    headers.set("Set-Cookie", await toastCookie.serialize("", { maxAge: 0 }));
  }
  // An action of this same request (a form posted with JavaScript off) wins over an older flash.
  const toast: FlashToast | undefined = context?.actionToast ?? flashed;
  return { toast, headers };
}

/**
 * For a script's request (single fetch): the toast an action of this request answered with goes
 * into the flash cookie on its answer, so the root loader's revalidation that follows shows it
 * (app/root.tsx shouldRevalidate). A document request never gets it: its root loader has shown it.
 */
export async function flashActionToast(response: Response, context: { actionToast?: FlashToast }) {
  const toast = context.actionToast;
  if (!toast) return;
  configure();
  const flashed = await jsonWithToast(null, toast);
  for (const cookie of flashed.headers.getSetCookie())
    response.headers.append("Set-Cookie", cookie);
}

export function redirectWithSuccessToast(url: string, toast: ToastInput, init?: ResponseInit) {
  configure();
  return redirectWithSuccess(url, message(toast), init);
}

export function redirectWithInfoToast(url: string, toast: ToastInput, init?: ResponseInit) {
  configure();
  return redirectWithInfo(url, message(toast), init);
}

/** The "destructive" variant (docs/product/spec-facts.md §3). */
export function redirectWithErrorToast(url: string, toast: ToastInput, init?: ResponseInit) {
  configure();
  return redirectWithError(url, message(toast), init);
}

export { ACTION_TOAST_KEY };

/**
 * Action data with a toast. With JavaScript off the loaders run in the same request as the action
 * and could not see a new cookie yet: the toast waits in the request context for the root loader.
 * For a script's request the entry puts it in the flash cookie (flashActionToast). The data
 * carries it too, under ACTION_TOAST_KEY: the sign for the root to revalidate, and for tests.
 */
function dataWithToast<T>(
  data: T,
  toast: ToastInput,
  type: "error" | "success",
  init?: ResponseInit,
) {
  const flash: FlashToast = { ...message(toast), type };
  const context = currentRequestContext();
  if (context) context.actionToast = flash;
  const body = { ...(data as object), [ACTION_TOAST_KEY]: { ...flash, id: crypto.randomUUID() } };
  return Response.json(body, init) as unknown as TypedResponse<T>;
}

export function dataWithErrorToast<T>(data: T, toast: ToastInput, init?: ResponseInit) {
  return dataWithToast(data, toast, "error", init);
}

export function dataWithSuccessToast<T>(data: T, toast: ToastInput, init?: ResponseInit) {
  return dataWithToast(data, toast, "success", init);
}

// Sign-in and sign-out toasts of docs/product/spec-facts.md §8 (the registration wording is ours).
export const LOGIN_SUCCESS_TOAST: ToastInput = {
  title: "Welcome back!",
  description: "You have successfully signed in.",
};
/** TRY LIVE DEMO (or the demo's published sign-in): a first visit, not a return. */
export const DEMO_WELCOME_TOAST: ToastInput = {
  title: "Welcome to the demo",
  description: "This is a private copy for 24 hours: try anything.",
};
export const LOGOUT_SUCCESS_TOAST: ToastInput = {
  title: "Logged out",
  description: "You have been successfully logged out.",
};
export const REGISTER_SUCCESS_TOAST: ToastInput = {
  title: "Your free trial has started!",
  description: "Welcome aboard. Add your first app to start its marketing plan.",
};
// Failure toasts of docs/product/spec-facts.md §8, word for word (docs/spec-strings.json).
export const LOGIN_FAILED_TITLE = "Login failed";
export const REGISTER_FAILED_TITLE = "Registration failed";
export const LOGOUT_FAILED_TITLE = "Logout failed";
export const APP_CREATE_FAILED_TITLE = "Error creating app";
export const ANNOUNCEMENT_FAILED_TITLE = "Error creating announcement";
export const CATEGORY_FAILED_TITLE = "Something went wrong";
export const CATEGORY_FAILED_TOAST: ToastInput = {
  title: CATEGORY_FAILED_TITLE,
  description: "Please try selecting a category again.",
};
