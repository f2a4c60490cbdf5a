// The sessions and two-step sign-in intents of /profile (wired in app/routes/_app.profile.tsx).
import { parse } from "@conform-to/react";
import { data } from "@remix-run/node";

import { formatDateTime } from "~/lib/date-time";
import { DAY_MS } from "~/lib/dates";
import type { FormResult } from "~/lib/forms";
import { CLEAR_SITE_DATA } from "~/lib/offline.mjs";
import { endSessionFormId, SECURITY_FORMS } from "~/lib/security-forms";
import { sendSecurityNotice } from "~/models/account-security.server";
import {
  deleteOtherSessions,
  deleteUserSession,
  describeUserAgent,
  listSessions,
  sessionIdleMs,
} from "~/models/session.server";
import {
  cancelTwoFactorSetup,
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  NOT_STARTED_MESSAGE,
  qrCodeSvg,
  renewRecoveryCodes,
  startTwoFactorSetup,
  twoFactorCodeSchema,
} from "~/models/two-factor.server";
import { RateLimitedError, retryAfterHeader } from "~/services/rate-limit.server";
import { assertNotDemo } from "~/utils/guards.server";

import { browserOf, clientOf } from "./client-address.server";
import { getZodConstraint, parseWithZod } from "./conform-zod.server";
import { formReply, type IntentInput, refusalResult } from "./form.server";
import { currentSessionId, type PublicUser } from "./session.server";
import { WRONG_CODE_MESSAGE } from "./sign-in.server";
import { redirectWithSuccessToast } from "./toast.server";

const BACK = "/profile#sessions-heading";
/** Answers that show a secret or recovery codes are kept by no cache, the browser's included. */
const NO_STORE = { "Cache-Control": "no-store" };
const BACK_TWO_STEP = "/profile#two-step-heading";

/** What the sessions and two-step sections of /profile show. */
export async function loadProfileSecurity(request: Request, user: PublicUser) {
  const current = await currentSessionId(request);
  const sessions = (await listSessions(user.id, current)).map((session) => ({
    id: session.id,
    current: session.current,
    ...describeUserAgent(session.userAgent),
    ip: session.ip,
    signedIn: formatDateTime(session.createdAt, user.timeZone),
    lastSeen: session.lastSeenAt ? formatDateTime(session.lastSeenAt, user.timeZone) : null,
    ends: formatDateTime(session.endsAt, user.timeZone),
  }));
  const status = await getTwoFactorStatus(user);
  const twoFactor =
    status.state === "pending" ? { ...status, qrSvg: await qrCodeSvg(status.otpauthUri) } : status;
  return {
    sessions,
    idleDays: Math.round(sessionIdleMs() / DAY_MS),
    twoFactor,
    codeConstraint: getZodConstraint(twoFactorCodeSchema),
  };
}

type Input = IntentInput<PublicUser>;

export async function endSession({ ctx: user, formData, formId }: Input) {
  const sessionId = String(formData.get("sessionId") ?? "");
  if (!(await deleteUserSession(user.id, sessionId))) {
    const message = "That session has already ended.";
    return formReply(formId, refusalResult(formData, message), {
      status: 404,
      toast: { title: "Not signed out", description: message },
    });
  }
  return redirectWithSuccessToast(BACK, {
    title: "Signed out",
    description: "That device is signed out.",
  });
}

export const endSessionForm = (formData: FormData) =>
  endSessionFormId(String(formData.get("sessionId") ?? ""));

export async function endOtherSessions({ ctx: user, request }: Input) {
  await deleteOtherSessions(user.id, (await currentSessionId(request)) ?? "");
  // This browser's offline copies go too (the worker keeps new ones as pages are opened again);
  // the other devices drop theirs at their next request (requireUser's redirect to /auth).
  const headers = new Headers({ "Clear-Site-Data": CLEAR_SITE_DATA });
  return redirectWithSuccessToast(
    BACK,
    { title: "Signed out everywhere else", description: "Only this device is still signed in." },
    { headers },
  );
}

export async function startTwoFactor({ ctx: user, formData, formId }: Input) {
  await assertNotDemo(user);
  const setup = await startTwoFactorSetup(user);
  if (!setup.ok) {
    const message = "Two-step sign-in is already on.";
    return formReply(formId, refusalResult(formData, message), {
      status: 409,
      toast: { title: "Not started", description: message },
    });
  }
  return redirectWithSuccessToast(BACK_TWO_STEP, {
    title: "Scan the QR code",
    description: "Then enter the 6-digit code your app shows to turn two-step sign-in on.",
  });
}

export async function cancelTwoFactor({ ctx: user }: Input) {
  await cancelTwoFactorSetup(user.id);
  return redirectWithSuccessToast(BACK_TWO_STEP, { title: "Two-step setup cancelled" });
}

/** Turns it on and answers with the recovery codes: shown on this page this once, never again. */
export async function enableTwoFactorIntent({ ctx: user, formData, formId, request }: Input) {
  await assertNotDemo(user);
  const submission = parseWithZod(formData, { schema: twoFactorCodeSchema });
  if (submission.status !== "success") return formReply(formId, submission.reply());
  const result = await enableTwoFactor(user, submission.value.code, browserOf(request));
  if (!result.ok) {
    const message = result.reason === "wrong-code" ? WRONG_CODE_MESSAGE : NOT_STARTED_MESSAGE;
    const status = result.reason === "wrong-code" ? 400 : 409;
    return formReply(formId, submission.reply({ fieldErrors: { code: [message] } }), { status });
  }
  const reply = { formId, result: submission.reply({ resetForm: true }) };
  return data({ ...reply, recoveryCodes: result.recoveryCodes }, { headers: NO_STORE });
}

/** New recovery codes in place of the old ones, shown this once (like the first ones). */
export async function renewRecoveryCodesIntent({ ctx: user, formData, formId, request }: Input) {
  await assertNotDemo(user);
  const recoveryCodes = await renewRecoveryCodes(user.id);
  if (!recoveryCodes) {
    const message = "Two-step sign-in is off: there are no recovery codes to renew.";
    return formReply(formId, refusalResult(formData, message), {
      status: 409,
      toast: { title: "No new codes", description: message },
    });
  }
  await sendSecurityNotice(
    user,
    { kind: "recovery-codes-renewed" },
    { browser: browserOf(request) },
  );
  const result = parse(formData, { resolve: () => ({ value: {} }) }).reply() as FormResult;
  return data({ formId, result, recoveryCodes }, { headers: NO_STORE });
}

export async function disableTwoFactorIntent({
  ctx: user,
  formData,
  formId,
  request,
  context,
}: Input) {
  const submission = parseWithZod(formData, { schema: twoFactorCodeSchema });
  if (submission.status !== "success") return formReply(formId, submission.reply());
  let off: boolean;
  try {
    off = await disableTwoFactor(
      user,
      submission.value.code,
      clientOf(context),
      browserOf(request),
    );
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const reply = submission.reply({ formErrors: [error.message] });
    return formReply(formId, reply, { status: 429, headers: retryAfterHeader(error) });
  }
  if (!off) {
    const reply = submission.reply({ fieldErrors: { code: [WRONG_CODE_MESSAGE] } });
    return formReply(formId, reply, { status: 400 });
  }
  return redirectWithSuccessToast(BACK_TWO_STEP, {
    title: "Two-step sign-in is off",
    description: "You sign in with your password alone.",
  });
}

export { SECURITY_FORMS };
