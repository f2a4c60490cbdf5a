// The two-step sign-in room of Profile Settings: set up (QR code, secret, a first code), cancel
// the setup, turn off, and recovery codes shown once.
import { parse } from "@conform-to/react";
import { data } from "@remix-run/node";

import { formatDateTime } from "~/lib/date-time";
import type { FormResult } from "~/lib/forms";
import type { ProfileRoomPath } from "~/lib/profile-rooms";
import { sendSecurityNotice } from "~/models/account-security.server";
import { isDemoUser } from "~/models/demo.server";
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
import { WRONG_CODE_MESSAGE } from "~/utils/auth.server";
import { browserOf, clientOf } from "~/utils/client-address.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { formReply, type IntentInput, refusalResult } from "~/utils/form.server";
import { currentSessionId, type PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

const ROOM: ProfileRoomPath = "/profile/two-step";
/** Answers that show a secret or recovery codes are kept by no cache, the browser's included. */
const NO_STORE = { "Cache-Control": "no-store" };

/** The state of two-step sign-in: off, being set up (with its QR code), or on. */
export async function loadTwoStepRoom(request: Request, user: PublicUser) {
  const status = await getTwoFactorStatus(user, await currentSessionId(request));
  const twoFactor =
    status.state === "pending"
      ? {
          state: status.state,
          secret: status.secret,
          otpauthUri: status.otpauthUri,
          qrSvg: await qrCodeSvg(status.otpauthUri),
          expiresAt: formatDateTime(status.expiresAt, user.timeZone),
        }
      : status;
  return {
    email: user.email,
    twoFactor,
    codeConstraint: getZodConstraint(twoFactorCodeSchema),
    demo: await isDemoUser(user),
  };
}

type Input = IntentInput<PublicUser>;

export async function startTwoFactor({ ctx: user, formData, formId, request }: Input) {
  const sessionId = await currentSessionId(request);
  const setup = sessionId ? await startTwoFactorSetup(user, sessionId) : { ok: false as const };
  if (!setup.ok) {
    const message = "Two-step sign-in is already on.";
    return formReply(formId, refusalResult(formData, message), {
      status: 409,
      toast: { title: "Not started", description: message },
    });
  }
  return redirectWithSuccessToast(ROOM, {
    title: "Scan the QR code",
    description:
      "Then, within 15 minutes, enter the 6-digit code your app shows to turn two-step sign-in on.",
  });
}

export async function cancelTwoFactor({ ctx: user }: Input) {
  await cancelTwoFactorSetup(user.id);
  return redirectWithSuccessToast(ROOM, { title: "Two-step setup cancelled" });
}

/** Turns it on and answers with the recovery codes: shown on this page this once, never again. */
export async function enableTwoFactorIntent({ ctx: user, formData, formId, request }: Input) {
  const submission = parseWithZod(formData, { schema: twoFactorCodeSchema });
  if (submission.status !== "success") return formReply(formId, submission.reply());
  const result = await enableTwoFactor(
    user,
    submission.value.code,
    await currentSessionId(request),
    browserOf(request),
  );
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
  return redirectWithSuccessToast(ROOM, {
    title: "Two-step sign-in is off",
    description: "You sign in with your password alone.",
  });
}
