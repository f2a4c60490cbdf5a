// Toasts travel in a signed flash cookie set on the redirect and read once by the root loader,
// so they show with JavaScript off too (remix-toast).
import {
  getToast as readToast,
  jsonWithError,
  jsonWithSuccess,
  redirectWithError,
  redirectWithInfo,
  redirectWithSuccess,
  setToastCookieOptions,
} from "remix-toast";
import { getEnv } from "./env.server";

let configured = false;
function configure() {
  if (configured) return;
  const env = getEnv();
  setToastCookieOptions({
    name: "amm_toast",
    secrets: [env.SESSION_SECRET],
    sameSite: "lax",
    httpOnly: true,
    path: "/",
    secure: env.NODE_ENV === "production",
  });
  configured = true;
}

export type ToastInput = { title: string; description?: string };

function message(toast: ToastInput) {
  return { message: toast.title, description: toast.description };
}

export function getToast(request: Request) {
  configure();
  return readToast(request);
}

export function redirectWithSuccessToast(url: string, toast: ToastInput, init?: ResponseInit) {
  configure();
  return redirectWithSuccess(url, message(toast), init);
}

export function redirectWithInfoToast(url: string, toast: ToastInput, init?: ResponseInit) {
  configure();
  return redirectWithInfo(url, message(toast), init);
}

/** The spec's "destructive" variant. */
export function redirectWithErrorToast(url: string, toast: ToastInput, init?: ResponseInit) {
  configure();
  return redirectWithError(url, message(toast), init);
}

export function dataWithErrorToast<T>(data: T, toast: ToastInput, init?: ResponseInit) {
  configure();
  return jsonWithError(data, message(toast), init);
}

export function dataWithSuccessToast<T>(data: T, toast: ToastInput, init?: ResponseInit) {
  configure();
  return jsonWithSuccess(data, message(toast), init);
}
