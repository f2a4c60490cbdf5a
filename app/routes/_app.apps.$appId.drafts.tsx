// Launch drafts of one app, written from its answers: each shows the answers it used and what is
// missing, and can be edited and saved (one plain form per draft), copied, or reset.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { CopyButton } from "~/components/drafts/copy-button";
import { FormAlert } from "~/components/wizard/form-alert";
import { getApp } from "~/models/app.server";
import { getDrafts, saveDraft } from "~/models/drafts.server";
import { getUserSubscription } from "~/models/subscription.server";
import { requireUser } from "~/utils/auth.server";
import { readFormData } from "~/utils/form.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { dataWithErrorToast, redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Launch Drafts" };

export const meta: MetaFunction = () => [{ title: "Launch drafts · App Marketing Machine" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const app = await getApp(user.tenantId, params.appId ?? "");
  invariantResponse(app, APP_NOT_FOUND);
  const drafts = (await getDrafts(user.tenantId, app.id))!;
  return { app: { id: app.id, name: app.name }, drafts };
}

type ActionData = { draftId: string; text: string; error: string; billing?: boolean };

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const app = await getApp(user.tenantId, params.appId ?? "");
  invariantResponse(app, APP_NOT_FOUND);
  const form = await readFormData(request);
  const draftId = String(form.get("draftId") ?? "");
  const intent = form.get("intent");
  const text = typeof form.get("text") === "string" ? String(form.get("text")) : "";
  if (intent !== "save" && intent !== "reset") {
    throw new Response("Use Save draft or Back to the generated draft.", { status: 400 });
  }
  const { blockedReason } = await getUserSubscription(user);
  if (blockedReason) {
    return dataWithErrorToast<ActionData>(
      { draftId, text, error: blockedReason, billing: true },
      { title: "Not saved", description: blockedReason },
      { status: 403 },
    );
  }
  const result = await saveDraft(user.tenantId, app.id, draftId, intent === "save" ? text : null);
  if (!result.ok) {
    invariantResponse(result.status !== 404, APP_NOT_FOUND);
    return dataWithErrorToast<ActionData>(
      { draftId, text, error: result.message },
      { title: "Not saved", description: result.message },
      { status: 400 },
    );
  }
  return redirectWithSuccessToast(`/apps/${app.id}/drafts#draft-${draftId}`, {
    title: intent === "save" ? "Draft saved" : "Draft reset",
    description:
      intent === "save"
        ? "Your version is saved with the plan and goes into the exports."
        : "The draft is back to the version written from your answers.",
  });
}

export default function LaunchDrafts() {
  const { app, drafts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;

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
        const reply = actionData?.draftId === draft.id ? actionData : undefined;
        const fieldId = `draft-text-${draft.id}`;
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
                    <Link to={m.href} className="underline">
                      {m.message}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <Form method="post" className="space-y-2">
              <FormAlert message={reply?.error} billing={reply?.billing} />
              <input type="hidden" name="draftId" value={draft.id} />
              <label htmlFor={fieldId} className="field-label">
                {draft.title} text
              </label>
              <textarea
                id={fieldId}
                name="text"
                defaultValue={reply?.text ?? draft.text}
                rows={Math.min(16, Math.max(4, draft.text.split("\n").length + 1))}
                className="field-input w-full font-mono text-sm"
              />
              {draft.warnings.map((w) => (
                <p key={w} className="text-sm text-amber-900">
                  Warning: {w}
                </p>
              ))}
              <div className="flex flex-wrap items-center gap-3">
                <button type="submit" name="intent" value="save" className="btn-primary">
                  Save draft
                </button>
                {draft.edited ? (
                  <button type="submit" name="intent" value="reset" className="btn-secondary">
                    Back to the generated draft
                  </button>
                ) : null}
                <CopyButton targetId={fieldId} label={draft.title} />
              </div>
            </Form>
          </section>
        );
      })}
    </div>
  );
}
