// Import a fastlane metadata folder (a zip, at any depth; deliver, supply or both): the first post
// reads it whole and shows what it holds; nothing is saved until the second post confirms the
// same upload by its id (kept in the database with an expiry, never as a file). A refused zip is
// 422 with the reason, nothing written. The page takes an upload larger than the screen's usual
// body cap (its edge rule).
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";

import { useButtonForm } from "~/components/forms";
import type { PageHandle } from "~/lib/edge-rules";
import { MAX_UPLOAD_BYTES } from "~/lib/limits";
import { getApp } from "~/models/app.server";
import {
  confirmListingImport,
  getPendingImport,
  previewListingImport,
} from "~/models/listing-languages.server";
import { dispatchIntent, type Intents } from "~/utils/form.server";
import { requireUser } from "~/utils/guards.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { redirectWithSuccessToast } from "~/utils/toast.server";
import { readUploadForm, uploadRefused } from "~/utils/uploads.server";
import { requireUserApp, type UserAppContext } from "~/utils/user-app.server";

export const handle = {
  title: "Import fastlane metadata",
  edge: { maxBodyBytes: MAX_UPLOAD_BYTES },
} satisfies PageHandle;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${handle.title} · ${data ? `${data.app.name} · ` : ""}App Marketing Machine` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const app = await getApp(user.tenantId, params.appId ?? "");
  invariantResponse(app, APP_NOT_FOUND);
  const id = new URL(request.url).searchParams.get("upload");
  const summary = id ? await getPendingImport(user.tenantId, app.id, id) : null;
  return { app: { id: app.id, name: app.name }, upload: summary ? { id: id!, summary } : null };
}

export const intents = {
  preview: {
    form: "import-preview",
    run: async ({ ctx: { user, app }, formData, formId }) => {
      // Streamed through readUpload (the action's body reader), capped as it arrived.
      const file = formData.get("file");
      if (!file || typeof file === "string") {
        return uploadRefused(formId, "Choose a zip file to upload.", 400);
      }
      const bytes = Buffer.from(await file.arrayBuffer());
      const result = await previewListingImport(user.tenantId, app.id, bytes);
      if (!result.ok) return uploadRefused(formId, result.message, result.status);
      return redirect(`/apps/${app.id}/listing/import?upload=${result.id}`);
    },
  },
  confirm: {
    form: "import-confirm",
    run: async ({ ctx: { user, app }, formData, formId }) => {
      const result = await confirmListingImport(
        user.tenantId,
        app.id,
        String(formData.get("upload") ?? ""),
      );
      if (!result.ok) return uploadRefused(formId, result.message, result.status);
      return redirectWithSuccessToast(`/apps/${app.id}/listing`, {
        title: "Listing imported",
        description: `${result.summary.locales} languages, ${result.summary.fields} fields saved.`,
      });
    },
  },
} satisfies Intents<UserAppContext>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, requireUserApp, intents, (request) => readUploadForm(request));
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export default function ImportListing() {
  const page = useLoaderData<typeof loader>();
  const preview = useButtonForm("import-preview", "Nothing was imported");
  const confirm = useButtonForm("import-confirm", "Nothing was imported");
  const busy = useNavigation().state === "submitting";
  const upload = page.upload;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h2 className="text-2xl font-bold">Import fastlane metadata for {page.app.name}</h2>
        <p className="mt-1 text-slate-700">
          Upload a zip of your <code>fastlane/metadata</code> folder (App Store, Google Play or
          both). You see what it holds before anything is saved.
        </p>
      </header>
      {preview.summary}
      {confirm.summary}
      {upload ? (
        <section aria-labelledby="preview-heading" className="card space-y-3">
          <h3 id="preview-heading" className="text-lg font-bold" data-testid="import-summary">
            {plural(upload.summary.locales, "language")}, {plural(upload.summary.fields, "field")},{" "}
            {upload.summary.overLimit.length} over their limits,{" "}
            {plural(upload.summary.ignored.length, "file")} not listing text: ignored
          </h3>
          {upload.summary.overLimit.length > 0 ? (
            <ul className="list-disc pl-5 text-sm">
              {upload.summary.overLimit.map((o) => (
                <li key={`${o.locale}-${o.field}`}>
                  {o.locale}: {o.label}, {o.length} {o.unit} (the limit is {o.limit})
                </li>
              ))}
            </ul>
          ) : null}
          {upload.summary.ignored.length > 0 ? (
            <details className="text-sm">
              <summary>Files skipped</summary>
              <ul className="list-disc pl-5">
                {upload.summary.ignored.map((i) => (
                  <li key={i.path} className="break-all">
                    {i.path}: {i.reason}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <Form {...confirm.formProps} className="flex flex-wrap gap-3">
            <input type="hidden" name="upload" value={upload.id} />
            <button
              type="submit"
              name="intent"
              value="confirm"
              className="btn-primary"
              disabled={busy}
            >
              Save these languages
            </button>
            <Link to={`/apps/${page.app.id}/listing`} className="btn-secondary">
              Cancel
            </Link>
          </Form>
        </section>
      ) : null}
      <Form {...preview.formProps} encType="multipart/form-data" className="card space-y-3">
        <div>
          <label htmlFor="import-file" className="field-label">
            fastlane metadata zip
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".zip,application/zip"
            required
            className="field-input w-full"
          />
          <p className="mt-1 text-xs text-slate-600">
            Up to 20 MB; at most 2,000 files and 50 MB unzipped.
          </p>
        </div>
        <button
          type="submit"
          name="intent"
          value="preview"
          className={upload ? "btn-secondary" : "btn-primary"}
          disabled={busy}
        >
          {busy ? "Reading..." : "Upload and preview"}
        </button>
      </Form>
      <Link to={`/apps/${page.app.id}/listing`} className="underline">
        Back to the store listing
      </Link>
    </div>
  );
}
