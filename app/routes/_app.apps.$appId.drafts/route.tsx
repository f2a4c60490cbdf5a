// Launch drafts of one app, written from its answers: each shows the answers it used and what is
// missing, and can be edited and saved (one plain form per draft), copied, or reset.
import { parse } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { safeTimeZone, zonedParts } from "~/lib/dates";
import type { PageHandle } from "~/lib/edge-rules";
import { type FormResult, rowFormId } from "~/lib/forms";
import { getApp } from "~/models/app.server";
import { draftFormSchema, getDrafts, saveDraft } from "~/models/drafts.server";
import { getZodConstraint } from "~/utils/conform-zod.server";
import { dispatchIntent, formReply, type IntentInput, type Intents } from "~/utils/form.server";
import { requireUser } from "~/utils/guards.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { basedOn, wantsJson, writeClaim } from "~/utils/queued-writes.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";
import { requireUserApp, type UserAppContext } from "~/utils/user-app.server";

import { DRAFT_FORM, DraftForm } from "./draft-form";

/** Edge rules (app/lib/edge-rules.ts): kept for reading offline. */
export const handle = { title: "Launch drafts", edge: { offline: true } } satisfies PageHandle;

// The title names the app: the offline list shows kept pages by their title (public/sw.js).
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${handle.title} · ${data ? `${data.app.name} · ` : ""}App Marketing Machine` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const app = await getApp(user.tenantId, params.appId ?? "");
  invariantResponse(app, APP_NOT_FOUND);
  const drafts = (await getDrafts(user.tenantId, app.id))!;
  return {
    app: { id: app.id, name: app.name },
    drafts,
    constraint: getZodConstraint(draftFormSchema),
  };
}

type Ctx = UserAppContext;

/** Save draft (text) and Back to the generated draft (text null) share the draft's form. */
async function saveOrReset(
  { ctx: { user, app }, formData, formId, request }: IntentInput<Ctx>,
  mode: "save" | "reset",
) {
  const draftId = String(formData.get("draftId") ?? "");
  const text = formData.get("text");
  // A save queued offline (docs/decisions/081-queued-writes.md): sent once, and a draft saved
  // elsewhere since the form's version is not overwritten.
  const claim = writeClaim(request, formData, user.id, `draft:${app.id}:${draftId}:${mode}`);
  const result = await saveDraft(
    user.tenantId,
    app.id,
    draftId,
    mode === "save" ? (typeof text === "string" ? text : "") : null,
    new Date(),
    { claim, basedOn: basedOn(formData) },
  );
  if (wantsJson(request)) {
    if (result.ok) return Response.json({ draftId, version: result.version ?? null });
    if (result.status === "replayed") {
      return Response.json(result.answer.body, { status: result.answer.status });
    }
    const current = result.status === 409 ? { current: result.current } : {};
    return Response.json({ error: result.message, ...current }, { status: result.status });
  }
  if (!result.ok && result.status === 409) {
    const at = result.current
      ? zonedParts(new Date(result.current.savedAt), safeTimeZone(user.timeZone))
      : null;
    const when = at ? `at ${at.time} (${at.date})` : "(set back to the generated draft)";
    const message = `Changed on another device ${when}. Your text is kept below: reload the page to see theirs, then save again if yours should stay.`;
    const refused = parse(formData, { resolve: () => ({ error: { text: [message] } }) }).reply();
    return formReply(formId, refused as FormResult, { status: 409 });
  }
  if (!result.ok && result.status !== "replayed") {
    invariantResponse(result.status !== 404, APP_NOT_FOUND);
    // The draft's own form shows the reply, with the text as typed.
    const refused = parse(formData, {
      resolve: () => ({ error: { text: [result.message] } }),
    }).reply() as FormResult;
    return formReply(formId, refused);
  }
  return redirectWithSuccessToast(`/apps/${app.id}/drafts#draft-${encodeURIComponent(draftId)}`, {
    title: mode === "save" ? "Draft saved" : "Draft reset",
    description:
      mode === "save"
        ? "Your version is saved with the plan and goes into the exports."
        : "The draft is back to the version written from your answers.",
  });
}

/** Each draft's own form shows its reply, the write gate's refusal included. */
function draftFormOf(formData: FormData) {
  return rowFormId(DRAFT_FORM, String(formData.get("draftId") ?? ""));
}

export const intents = {
  save: { form: draftFormOf, run: (input) => saveOrReset(input, "save") },
  reset: { form: draftFormOf, run: (input) => saveOrReset(input, "reset") },
} satisfies Intents<Ctx>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, requireUserApp, intents);
}

export default function LaunchDrafts() {
  const { app, drafts, constraint } = useLoaderData<typeof loader>();

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h2 className="break-words text-2xl font-bold">Launch drafts for {app.name}</h2>
        <p className="mt-1 text-slate-700">
          Written from your own answers with fixed templates. Anything in [brackets] is yours to
          write. Edit, save and copy each draft; saved drafts go into the PDF and CSV exports.
        </p>
        <p className="mt-2 flex flex-wrap gap-3">
          <Link to={`/apps/${app.id}/listing`} className="btn-secondary">
            Store listing
          </Link>
          <Link to={`/simple-wizard/${app.id}`} className="btn-secondary">
            Edit your answers
          </Link>
        </p>
      </header>
      {drafts.map((draft) => {
        return (
          <section
            key={`${draft.id}-${draft.savedAt ?? "generated"}`}
            id={`draft-${draft.id}`}
            aria-labelledby={`${draft.id}-title`}
            className="card space-y-3"
            data-testid={`draft-${draft.id}`}
          >
            <div>
              <h3 id={`${draft.id}-title`} className="text-lg font-bold">
                {draft.title}
                {draft.edited ? (
                  <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                    Edited
                  </span>
                ) : null}
              </h3>
              <p className="text-sm text-slate-700">{draft.format}</p>
            </div>
            <p className="text-xs text-slate-600">Written from: {draft.used.join(", ")}.</p>
            {draft.missing.length > 0 ? (
              <ul className="space-y-1 text-sm" aria-label="Missing answers">
                {draft.missing.map((m) => (
                  <li key={m.key} className="rounded bg-amber-50 px-2 py-1 text-amber-900">
                    <Link to={m.href} className="tap underline">
                      {m.message}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <DraftForm draft={draft} constraint={constraint} />
          </section>
        );
      })}
    </div>
  );
}
