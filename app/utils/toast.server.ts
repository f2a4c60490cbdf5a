// Toasts travel in a flash cookie set on the redirect and read once by the root loader, so they
// show with JavaScript off too (remix-toast 1.2, whose cookie is not really signed: decision 011).
import crypto from "node:crypto";

import { createCookie, type TypedResponse } from "@remix-run/node";
import { parse } from "cookie";
import {
  getToast as readToast,
  redirectWithError,
  redirectWithInfo,
  redirectWithSuccess,
  setToastCookieOptions,
} from "remix-toast";

import { getEnv } from "~/services/env.server";

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
export async function getToast(request: Request) {
  configure();
  const { toast } = await readToast(request);
  const headers = new Headers();
  // Read once: the cookie goes (expired). Secure only via the server entry, for HTTPS requests:
  // over plain HTTP a Secure expiry is ignored and the toast would show on every page.
  if (parse(request.headers.get("Cookie") ?? "")[TOAST_COOKIE] !== undefined) {
    headers.set("Set-Cookie", await toastCookie.serialize("", { maxAge: 0 }));
  }
  return { toast, headers };
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

/** Where an action's toast travels in its data; the root Toaster reads it (app/components/toaster.tsx). */
export const ACTION_TOAST_KEY = "__toast";

/**
 * Action data with a toast. The toast rides in the data, not in the flash cookie: with JavaScript
 * off the loaders run in the same request as the action and could not see a new cookie yet.
 */
function dataWithToast<T>(
  data: T,
  toast: ToastInput,
  type: "error" | "success",
  init?: ResponseInit,
) {
  const body = {
    ...(data as object),
    [ACTION_TOAST_KEY]: { ...message(toast), type, id: crypto.randomUUID() },
  };
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
export const LOGIN_FAILED_TITLE = "Login failed";
export const LOGOUT_FAILED_TITLE = "Logout failed";
