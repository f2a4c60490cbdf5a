// The server half of the one form pattern (docs/forms.md):
// - `dispatchIntent` is every page action: it reads the posted form (415 for a body that is not a
//   form), finds the one handler for the button's `intent`, answers an unknown intent one way,
//   and turns a refused write (the trial/suspension gate of app/models/write-access.server.ts)
//   into the same reply for every form;
// - handlers validate with the zod schemas (`parseWithZod`, server only) and answer with
//   `formReply` (Conform's SubmissionResult, the typed values kept) or a redirect with a toast.
import { parse } from "@conform-to/react";
import { type ActionFunctionArgs, data, type TypedResponse } from "@remix-run/node";

import {
  type ActionReply,
  type FormResult,
  UNKNOWN_FORM_ID,
  UNKNOWN_INTENT_MESSAGE,
} from "~/lib/forms";
import { isWriteBlocked } from "~/models/write-access.server";

import { dataWithErrorToast, type ToastInput } from "./toast.server";

/**
 * The posted form, or a 415 when the body is not a form (JSON, plain text, a broken multipart
 * body): bad input is a 4xx with a clear message, never a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response(
      "This page expects a form. Send it as application/x-www-form-urlencoded or multipart/form-data.",
      { status: 415 },
    );
  }
}

type DataWithResponseInit<T> = ReturnType<typeof data<T>>;

/** What an action answers without redirecting: always an ActionReply, with its status. */
export type FormReplyResponse =
  DataWithResponseInit<ActionReply> | TypedResponse<ActionReply> | ActionReply;

export type ReplyOptions = {
  /** HTTP status; 400 by default for an error result, 200 for success. */
  status?: number;
  /** The refusal was the write gate: the form shows a link to Billing. */
  billing?: boolean;
  /** A toast as well (docs/forms.md says when): only for outcomes no form on the page shows. */
  toast?: ToastInput;
  /** Sign-up: the sent password's strength label (the field itself is emptied on a refusal). */
  passwordStrength?: { score: number; label: string };
  /** A 409: the version the form carries from here on, and the intent that was sent. */
  conflict?: ActionReply["conflict"];
  headers?: HeadersInit;
};

/** Answers with the one shape: `{ formId, result }`. */
export function formReply(formId: string, result: FormResult, options: ReplyOptions = {}) {
  const body: ActionReply = options.billing
    ? { formId, result, billing: true }
    : { formId, result };
  if (options.passwordStrength !== undefined) body.passwordStrength = options.passwordStrength;
  if (options.conflict) body.conflict = options.conflict;
  const status = options.status ?? (result.status === "error" ? 400 : 200);
  const init = { status, headers: options.headers };
  return options.toast ? dataWithErrorToast(body, options.toast, init) : data(body, init);
}

/**
 * A failure toast whose description is the refusal's first message (the form's own, else the first
 * field's): the specification's "Login failed" with the error message (docs/spec-strings.json).
 */
export function failedToast(title: string, result: FormResult): ToastInput {
  const errors = result.error ?? {};
  const first = (errors[""] ?? Object.values(errors).find((list) => list?.length))?.[0];
  return { title, description: first ?? "Check the highlighted fields and try again." };
}

/**
 * A refusal with its errors by field ("" for the whole form) that keeps every value the user
 * typed, for a post that did not go through a zod schema (a model's own rules).
 */
export function refusedResult(
  formData: FormData,
  errors: Record<string, string[]>,
  hideFields?: string[],
) {
  return parse(formData, { resolve: () => ({ error: errors }) }).reply({
    hideFields,
  }) as FormResult;
}

/** A form-level refusal ("This task no longer exists", "Your trial has ended ..."). */
export function refusalResult(formData: FormData, message: string, hideFields?: string[]) {
  return refusedResult(formData, { "": [message] }, hideFields);
}

/** The field errors of a model's refusal (`{ field, message }`) in Conform's reply options. */
export function fieldProblem(problem: { field: string; message: string }) {
  return { fieldErrors: { [problem.field]: [problem.message] } };
}

export type IntentInput<C> = ActionFunctionArgs & {
  /** What `context` returned: usually the signed-in user, and the app the page is about. */
  ctx: C;
  formData: FormData;
  intent: string;
  /** The id of the form this intent belongs to; replies use it so the right form shows them. */
  formId: string;
};

export type IntentHandler<C> = (
  input: IntentInput<C>,
) => Promise<Response | FormReplyResponse> | Response | FormReplyResponse;

/** An intent's handler, and the form it belongs to when that is not named like the intent. */
export type IntentSpec<C> =
  | IntentHandler<C>
  | {
      /**
       * The form's id, or how to read it from the post for a form inside a list
       * (`(formData) => taskFormId(String(formData.get("taskId")))`), so only that row shows the reply.
       */
      form: string | ((formData: FormData) => string);
      run: IntentHandler<C>;
      /**
       * "toast" for a form with no fields (a single button: delete, revoke, mark done): a refusal
       * it cannot show next to fields comes as an error toast too (docs/forms.md, toasts).
       */
      feedback?: "form" | "toast";
      /**
       * The title of the toast the specification names for this form's failure ("Error creating app"):
       * a refusal of the write gate comes as that toast too, with the refusal's message.
       */
      failureTitle?: string;
    };

/** A route's intents: the one handler of each button's `intent`, with the form it belongs to. */
export type Intents<C> = Record<string, IntentSpec<C>>;

/** Fields never sent back to the browser after an error, whichever form posted them. */
const SECRET_FIELDS = ["password", "currentPassword", "newPassword", "confirmPassword"];

/**
 * Every page action is `dispatchIntent(args, context, intents)`: `context` runs first (sign-in,
 * the app the page is about: a 404 thrown there is thrown before the body is read), then the
 * handler of the posted `intent`. An unknown intent is a 400 with a toast, the values kept; a
 * write refused by the trial gate is a 403 on the form that posted it, with a link to Billing
 * and the values kept.
 *
 * Routes declare `export const intents = { ... } satisfies Intents<Ctx>` at the top level (an
 * object literal, so the browser build drops it with the action; a top-level call would keep
 * zod in the browser bundle) and `export function action(args) { return dispatchIntent(...) }`.
 */
export async function dispatchIntent<C>(
  args: ActionFunctionArgs,
  context: (args: ActionFunctionArgs) => Promise<C> | C,
  intents: Intents<C>,
  /** How the body is read, after `context`: a page that takes uploads streams them itself. */
  readForm: (request: Request, ctx: C) => Promise<FormData> = readFormData,
): Promise<Response | DataWithResponseInit<ActionReply> | TypedResponse<ActionReply>> {
  const ctx = await context(args);
  const formData = await readForm(args.request, ctx);
  const intent = String(formData.get("intent") ?? "");
  const spec = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (!spec) {
    const result = refusalResult(formData, UNKNOWN_INTENT_MESSAGE, SECRET_FIELDS);
    return formReply(UNKNOWN_FORM_ID, result, {
      status: 400,
      toast: { title: "Nothing was saved", description: UNKNOWN_INTENT_MESSAGE },
    });
  }
  const run = typeof spec === "function" ? spec : spec.run;
  const formId =
    typeof spec === "function"
      ? intent
      : typeof spec.form === "function"
        ? spec.form(formData)
        : spec.form;
  try {
    const answer = await run({ ...args, ctx, formData, intent, formId });
    return answer as Response | DataWithResponseInit<ActionReply> | TypedResponse<ActionReply>;
  } catch (error) {
    if (!isWriteBlocked(error)) throw error;
    const result = refusalResult(formData, error.message, SECRET_FIELDS);
    const toast =
      typeof spec === "function"
        ? undefined
        : spec.failureTitle
          ? { title: spec.failureTitle, description: error.message }
          : spec.feedback === "toast"
            ? { title: "Not saved", description: error.message }
            : undefined;
    return formReply(formId, result, { status: error.status, billing: true, toast });
  }
}
