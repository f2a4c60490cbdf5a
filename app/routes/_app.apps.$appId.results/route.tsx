// An app's Results page: the stores' and analytics tools' own export files uploaded with a plain
// multipart form (JavaScript off works), each file's outcome, undo per import, daily downloads
// and visitors charts marked with the launch day, the launch week against the 4 weeks before,
// and the imported reviews with a reply draft. Formats and limits: docs/store-reports.md.
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { useButtonForm } from "~/components/forms";
import { todayIn } from "~/lib/dates";
import type { PageHandle } from "~/lib/edge-rules";
import { MAX_UPLOAD_BYTES } from "~/lib/limits";
import { EXPECTED_KINDS, STORE_LABELS } from "~/lib/store-reports/columns";
import {
  fillDays,
  launchWeekFigures,
  PLAY_REPLY_LIMIT,
  replyDraft,
} from "~/lib/store-reports/results-view";
import {
  type FileRefusal,
  getResultsPage,
  importResults,
  type ImportSummary,
  undoImport,
} from "~/models/results.server";
import type { LooseFile } from "~/services/archive.server";
import { dispatchIntent, type Intents, readFormData } from "~/utils/form.server";
import { requireUser } from "~/utils/guards.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { redirectWithSuccessToast } from "~/utils/toast.server";
import { readUpload, UploadRefusal, uploadRefused as refused } from "~/utils/uploads.server";
import { requireUserApp, type UserAppContext } from "~/utils/user-app.server";

import { DailyChart } from "./daily-chart";

/** Edge rules (app/lib/edge-rules.ts): the upload form's body may be up to the upload cap. */
export const handle = {
  title: "Results",
  edge: { maxBodyBytes: MAX_UPLOAD_BYTES },
} satisfies PageHandle;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${handle.title} · ${data ? `${data.app.name} · ` : ""}App Marketing Machine` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const raw = Number(new URL(request.url).searchParams.get("rating"));
  const rating = Number.isInteger(raw) && raw >= 1 && raw <= 5 ? raw : undefined;
  const page = await getResultsPage(user.tenantId, params.appId ?? "", {
    rating,
    today: todayIn(user.timeZone),
    timeZone: user.timeZone,
  });
  invariantResponse(page, APP_NOT_FOUND);
  return { ...page, rating: rating ?? null };
}

type ActionAnswer =
  | { ok: true; imports: ImportSummary[] }
  | {
      ok: false;
      message: string;
      refusals?: FileRefusal[];
      choose?: { fileName: string; store: string; products: { id: string; title: string }[] };
    };

/**
 * The import's own answer (what each file was read as, or why it was refused): the page shows it
 * beside the form. Typed as a Response for the intents table, which expects a form reply.
 */
function answerWith(answer: ActionAnswer, status = 200): Response {
  return data<ActionAnswer>(answer, { status }) as unknown as Response;
}

/**
 * The page's context: the user and their app (a 404 before the body is read), and what the
 * upload brought, filled by `readPosted`.
 */
type ResultsContext = UserAppContext & {
  upload: { files: LooseFile[]; refusal?: UploadRefusal };
};

/**
 * Reads the post: a multipart body streams through the upload reader the API uses (the files in
 * memory under one running cap, never `request.formData()`), its text fields become the form;
 * any other body is read as a form. An upload refused there is answered by the upload intent.
 */
async function readPosted(request: Request, ctx: ResultsContext): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) return readFormData(request);
  const form = new FormData();
  try {
    const { files, fields } = await readUpload(request);
    ctx.upload.files = files;
    for (const [name, value] of fields) form.set(name, value);
  } catch (error) {
    if (!(error instanceof UploadRefusal)) throw error;
    ctx.upload.refusal = error;
    form.set("intent", "upload");
  }
  return form;
}

export const intents = {
  upload: {
    form: "results-upload",
    run: async ({ ctx: { user, app, upload: posted }, formData, formId }) => {
      // The screen capped the body at the upload cap (this route's edge rule) before it was read.
      if (posted.refusal) return refused(formId, posted.refusal.message, posted.refusal.status);
      const upload = posted.files;
      if (upload.length === 0) return refused(formId, "Choose files to import.", 400);
      const product = String(formData.get("product") ?? "").trim() || undefined;
      const result = await importResults(user.tenantId, app.id, upload, {
        product,
        weekStartsOn: user.weekStart === 0 ? 0 : 1,
      });
      if (result.ok) return answerWith({ ok: true, imports: result.imports });
      invariantResponse(result.status !== 404, APP_NOT_FOUND);
      return answerWith(
        result.status === 409
          ? { ok: false, message: result.message, choose: result.choose }
          : { ok: false, message: result.message, refusals: result.refusals },
        422,
      );
    },
  },
  undo: {
    form: "results-undo",
    run: async ({ ctx: { user, app }, formData }) => {
      const importId = String(formData.get("importId") ?? "");
      const undone = importId
        ? await undoImport(user.tenantId, app.id, importId, user.weekStart === 0 ? 0 : 1)
        : false;
      invariantResponse(undone, "This import doesn't exist or was already undone");
      return redirectWithSuccessToast(`/apps/${app.id}/results`, {
        title: "Import undone",
        description: "The days and reviews it brought in are gone.",
      });
    },
  },
} satisfies Intents<ResultsContext>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(
    args,
    async (args): Promise<ResultsContext> => ({
      ...(await requireUserApp(args)),
      upload: { files: [] },
    }),
    intents,
    readPosted,
  );
}

const number = (value: number) => value.toLocaleString("en-US");

function daysText(item: ImportSummary) {
  const noun = item.kind === "play-reviews" ? "reviews" : "days";
  const parts = [`${number(item.added)} new ${noun}`];
  if (item.replaced) parts.push(`${number(item.replaced)} replaced with newer numbers`);
  parts.push(`${number(item.unchanged)} already here`);
  return parts.join(", ");
}

function ImportOutcome({ item }: { item: ImportSummary }) {
  return (
    <li className="rounded border border-slate-200 p-3" data-testid="import-outcome">
      <p className="break-words font-semibold">{item.fileName}</p>
      <p className="text-sm text-slate-700">Read as: {item.readAs}</p>
      <p className="text-sm text-slate-700">
        {number(item.rows)} rows
        {item.from ? `, ${item.from} to ${item.to}` : ""}: {daysText(item)}.
      </p>
      {item.notImported.length ? (
        <p className="text-sm text-slate-700">
          Not imported (other apps of the report):{" "}
          {item.notImported.map((p) => `${p.title || p.id} (${p.id})`).join(", ")}.
        </p>
      ) : null}
    </li>
  );
}

export default function Results() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as ActionAnswer | object | undefined;
  const answer = reply && "ok" in reply ? (reply as ActionAnswer) : undefined;
  const uploadForm = useButtonForm("results-upload", "Nothing was imported");
  const undoForm = useButtonForm("results-undo", "Nothing was undone");
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const { app } = page;
  const downloads = fillDays(page.window.from, page.window.to, page.downloads);
  const visitors = fillDays(page.window.from, page.window.to, page.visitors);
  const launchDownloads = page.launch
    ? launchWeekFigures(page.launchDays.downloads, page.launch)
    : null;
  const launchVisitors = page.launch
    ? launchWeekFigures(page.launchDays.visitors, page.launch)
    : null;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h2 className="break-words text-2xl font-bold">Results for {app.name}</h2>
        <p className="mt-1 text-slate-700">
          Upload the files the stores and your analytics tool already give you, as they come: Google
          Play monthly reports, the Play Console statistics download, App Store Connect sales
          reports (.txt.gz is fine) and Plausible&apos;s zip. No typing.
        </p>
        <p className="mt-2">
          <Link to="/analytics" className="btn-secondary">
            Analytics and the weekly KPI log
          </Link>
        </p>
      </header>

      <section aria-labelledby="upload-title" className="card space-y-3">
        <h3 id="upload-title" className="text-lg font-bold">
          Import files
        </h3>
        {uploadForm.summary}
        <Form {...uploadForm.formProps} encType="multipart/form-data" className="space-y-3">
          <div>
            <label htmlFor="result-files" className="block font-medium">
              Export files (CSV, TSV, .gz or .zip)
            </label>
            <input
              id="result-files"
              name="file"
              type="file"
              multiple
              required
              accept=".csv,.tsv,.txt,.gz,.zip,text/csv,text/tab-separated-values,application/gzip,application/zip"
              aria-describedby="result-files-hint"
              className="mt-1 block w-full text-sm"
            />
            <p id="result-files-hint" className="mt-1 text-sm text-slate-700">
              Recognised by their content, not their name. Up to 20 MB a time; a zip may hold 500
              files and 100 MB. Each file is read whole before anything is saved.
            </p>
          </div>
          {answer && !answer.ok && answer.choose ? (
            <fieldset className="rounded border border-amber-300 bg-amber-50 p-3">
              <legend className="px-1 font-semibold">
                Which {answer.choose.store === "app-store" ? "SKU" : "package"} is {app.name}?
              </legend>
              <p className="text-sm">
                {answer.choose.fileName} covers several apps. Choose this one and choose the file
                again; the choice is remembered.
              </p>
              {answer.choose.products.map((p) => (
                <label key={p.id} className="mt-1 flex items-center gap-2">
                  <input type="radio" name="product" value={p.id} required />
                  {p.title ? `${p.title} (${p.id})` : p.id}
                </label>
              ))}
            </fieldset>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="upload"
            className="btn-primary"
            disabled={busy}
          >
            {busy ? "Importing…" : "Import"}
          </button>
        </Form>
        {answer && !answer.ok && !answer.choose ? (
          <div role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">{answer.message}</p>
            {answer.refusals && answer.refusals.length > 1 ? (
              <ul className="mt-1 list-disc pl-5 text-sm">
                {answer.refusals.map((r) => (
                  <li key={r.fileName} className="break-words">
                    {r.fileName}: {r.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {answer && answer.ok ? (
          <div role="status">
            <p className="font-semibold">
              Imported {answer.imports.length} {answer.imports.length === 1 ? "file" : "files"}.
            </p>
            <ul className="mt-2 space-y-2">
              {answer.imports.map((item) => (
                <ImportOutcome key={item.id} item={item} />
              ))}
            </ul>
          </div>
        ) : null}
        {app.playPackage || app.appStoreSku ? (
          <p className="text-sm text-slate-700">
            This app in the stores&apos; reports:{" "}
            {[
              app.playPackage ? `Play package ${app.playPackage}` : null,
              app.appStoreSku ? `App Store SKU ${app.appStoreSku}` : null,
            ]
              .filter(Boolean)
              .join(", ")}
            .
          </p>
        ) : null}
      </section>

      <section aria-labelledby="charts-title" className="card space-y-4">
        <h3 id="charts-title" className="text-lg font-bold">
          The plan against what happened
        </h3>
        {page.window.hasData ? (
          <>
            <p className="text-sm text-slate-700">
              {page.window.from} to {page.window.to}, all stores. Days without a number are gaps.
            </p>
            <DailyChart
              title="Daily downloads"
              valueHeader="Downloads"
              days={downloads}
              launch={page.launch}
              done={page.doneItems}
              testId="downloads-chart"
            />
            <DailyChart
              title="Daily visitors"
              valueHeader="Visitors"
              days={visitors}
              launch={page.launch}
              done={page.doneItems}
              testId="visitors-chart"
            />
          </>
        ) : (
          <p className="text-slate-700">
            No downloads or visitors yet. Import a store or analytics file to see them day by day.
          </p>
        )}
        {page.launch ? (
          <div>
            <h4 className="font-semibold">Launch week against the 4 weeks before</h4>
            {launchDownloads || launchVisitors ? (
              <dl className="mt-1 grid gap-2 sm:grid-cols-2" data-testid="launch-figures">
                {(
                  [
                    ["Downloads", launchDownloads],
                    ["Visitors", launchVisitors],
                  ] as const
                ).map(([label, f]) =>
                  f ? (
                    <div key={label} className="rounded border border-slate-200 p-2">
                      <dt className="text-sm text-slate-700">{label}</dt>
                      <dd>
                        {number(f.launchWeek)} in the launch week; {number(f.weeklyBefore)} a week
                        before
                        {f.ratio !== null ? ` (${f.ratio}×)` : ""}
                      </dd>
                    </div>
                  ) : null,
                )}
              </dl>
            ) : (
              <p className="text-sm text-slate-700">
                No imported days in the launch week ({page.launch}) yet.
              </p>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            Set a launch date in the <Link to={`/apps/${app.id}/checklist`}>checklist</Link> to mark
            it on the charts.
          </p>
        )}
      </section>

      <section aria-labelledby="imports-title" className="card space-y-3">
        <h3 id="imports-title" className="text-lg font-bold">
          Imports
        </h3>
        {page.imports.length === 0 ? (
          <p className="text-slate-700">Nothing imported yet. Expected: {EXPECTED_KINDS}.</p>
        ) : (
          <ul className="space-y-2">
            {page.imports.map((item) => (
              <li
                key={item.id}
                className="rounded border border-slate-200 p-3"
                data-testid="import-row"
              >
                <p className="break-words font-semibold">{item.fileName}</p>
                <p className="text-sm text-slate-700">
                  {item.readAs} ·{" "}
                  {STORE_LABELS[item.store as keyof typeof STORE_LABELS] ?? item.store} ·{" "}
                  {number(item.rows)} rows
                  {item.from ? `, ${item.from} to ${item.to}` : ""} · {daysText(item)}
                </p>
                <Form {...undoForm.formProps} className="mt-2">
                  <input type="hidden" name="importId" value={item.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="undo"
                    className="btn-secondary"
                    aria-label={`Undo the import of ${item.fileName}`}
                  >
                    Undo import
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="reviews-title" className="card space-y-3">
        <h3 id="reviews-title" className="text-lg font-bold">
          Reviews
        </h3>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="rating-filter" className="block text-sm font-medium">
              Star rating
            </label>
            <select
              id="rating-filter"
              name="rating"
              defaultValue={page.rating ?? ""}
              className="field-input w-auto"
            >
              <option value="">All ratings</option>
              {[5, 4, 3, 2, 1].map((r) => (
                <option key={r} value={r}>
                  {r} {r === 1 ? "star" : "stars"}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Show
          </button>
        </Form>
        <p className="text-sm text-slate-700">
          {number(page.reviews.total)} {page.reviews.total === 1 ? "review" : "reviews"}
          {page.rating ? ` with ${page.rating} ${page.rating === 1 ? "star" : "stars"}` : ""}
          {page.reviews.total > page.reviews.reviews.length
            ? `; the ${page.reviews.reviews.length} newest shown`
            : ""}
          .
        </p>
        <ul className="space-y-3">
          {page.reviews.reviews.map((review) => (
            <li
              key={review.id}
              className="rounded border border-slate-200 p-3"
              data-testid="review"
            >
              <p className="text-sm text-slate-700">
                <span aria-label={`${review.rating} of 5 stars`}>
                  {"★".repeat(review.rating)}
                  {"☆".repeat(5 - review.rating)}
                </span>{" "}
                · {review.date.slice(0, 10)} · language {review.language || "not given"} · version{" "}
                {review.appVersion || "not given"}
              </p>
              {review.title ? (
                <p dir="auto" lang={review.language || undefined} className="font-semibold">
                  {review.title}
                </p>
              ) : null}
              <p
                dir="auto"
                lang={review.language || undefined}
                className="whitespace-pre-line break-words"
              >
                {review.text}
              </p>
              <details className="mt-2">
                <summary>Draft a reply</summary>
                <label htmlFor={`reply-${review.id}`} className="mt-2 block text-sm font-medium">
                  Your reply (Google Play allows {PLAY_REPLY_LIMIT} characters; copy it into the
                  Play Console)
                </label>
                <textarea
                  id={`reply-${review.id}`}
                  rows={3}
                  maxLength={PLAY_REPLY_LIMIT}
                  defaultValue={replyDraft(review, app)}
                  className="mt-1 w-full"
                />
              </details>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
