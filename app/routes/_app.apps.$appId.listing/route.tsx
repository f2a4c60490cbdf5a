// The store-listing studio of one app: first the matrix of its languages (each field filled, over
// its limit, the default's untranslated copy or empty), adding and removing a language, the
// fastlane metadata zip out and in; then one language's editor (?lang=, the default without it):
// App Store and Google Play fields with counters (live with JavaScript, shown after saving
// without it), the stores' published policy checks as warnings, and a server-rendered preview of
// how the listing reads in search results.
import { type FieldMetadata, parse } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";

import { AppForm, CheckboxField, Field, useAppForm, useFormReply } from "~/components/forms";
import { SourceLinks } from "~/components/source-links";
import type { PageHandle } from "~/lib/edge-rules";
import type { FormResult } from "~/lib/forms";
import { LISTING_LANGUAGES, listingLanguage } from "~/lib/listing-locales";
import {
  LISTING_FIELDS,
  LISTING_RULES_CHECKED,
  listingFieldLabel,
  PLAY_RELEASE_NOTES_MAX,
  releaseNotesSpec,
  type Store,
  VERSION_CODE,
} from "~/lib/store-listing";
import { lastCheckedLabel } from "~/lib/wizard/sources";
import { getApp } from "~/models/app.server";
import {
  addListingLanguage,
  listListingLanguages,
  removeListingLanguage,
} from "~/models/listing-languages.server";
import {
  getListing,
  listingFieldSources,
  listingInputSchema,
  saveListing,
} from "~/models/store-listing.server";
import { getZodConstraint } from "~/utils/conform-zod.server";
import { dispatchIntent, formReply, type Intents } from "~/utils/form.server";
import { requireUser } from "~/utils/guards.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { redirectWithErrorToast, redirectWithSuccessToast } from "~/utils/toast.server";
import { requireUserApp, type UserAppContext } from "~/utils/user-app.server";

import { LanguageMatrix } from "./language-matrix";
import { ListingField } from "./listing-field";
import { SearchPreview } from "./search-preview";

/** Edge rules (app/lib/edge-rules.ts): kept for reading offline. */
export const handle = { title: "Store listing", edge: { offline: true } } satisfies PageHandle;

// The title names the app: the offline list shows kept pages by their title (public/sw.js).
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${handle.title} · ${data ? `${data.app.name} · ` : ""}App Marketing Machine` },
];

const LISTING_FORM = "store-listing";

const STORES: { id: Store; title: string }[] = [
  { id: "apple", title: "App Store" },
  { id: "google", title: "Google Play" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const app = await getApp(user.tenantId, params.appId ?? "");
  invariantResponse(app, APP_NOT_FOUND);
  const lang = new URL(request.url).searchParams.get("lang");
  const view = await getListing(user.tenantId, app.id, lang ?? undefined);
  invariantResponse(view, "This app has no listing in that language.");
  const all = (await listListingLanguages(user.tenantId, app.id))!;
  const current = all.languages.find((l) => l.locale === view.locale);
  return {
    app: { id: app.id, name: app.name },
    view,
    defaultLocale: all.defaultLocale,
    languages: all.languages.map((l) => ({
      locale: l.locale,
      name: l.name,
      appStoreLocale: l.appStoreLocale,
      playLocale: l.playLocale,
      translated: l.translated,
      cells: l.cells,
      overLimit: l.overLimit.length,
    })),
    language: {
      locale: view.locale,
      name: current?.name ?? view.locale,
      appStoreLocale: current?.appStoreLocale ?? null,
      playLocale: current?.playLocale ?? null,
      translated: current?.translated ?? true,
      isDefault: view.locale === all.defaultLocale,
    },
    addable: LISTING_LANGUAGES.filter(
      (l) => !all.languages.some((have) => have.locale === l.tag),
    ).map((l) => ({ tag: l.tag, name: l.name })),
    sources: listingFieldSources(),
    checked: lastCheckedLabel(LISTING_RULES_CHECKED),
    constraint: getZodConstraint(listingInputSchema),
  };
}

/** The fields of a new version's release notes (the saved ones are named playReleaseNotes.<code>). */
const NEW_NOTES_CODE = "releaseCode";
const NEW_NOTES = "releaseNotes";
const NOTES_PREFIX = "playReleaseNotes.";

/**
 * The listing's values as posted: the text fields, the Kids Category box, and Google Play's release
 * notes (each saved version's, an emptied one removed, and a new version's); or the errors of a
 * new version's notes posted half-filled.
 */
function postedListing(formData: FormData) {
  const input: Record<string, unknown> = {
    appleKidsCategory: formData.get("appleKidsCategory") === "on",
  };
  for (const spec of LISTING_FIELDS) {
    const value = formData.get(spec.name);
    input[spec.name] = typeof value === "string" ? value : "";
  }
  const notes: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (name.startsWith(NOTES_PREFIX) && typeof value === "string") {
      notes[name.slice(NOTES_PREFIX.length)] = value;
    }
  }
  const code = String(formData.get(NEW_NOTES_CODE) ?? "").trim();
  const text = String(formData.get(NEW_NOTES) ?? "");
  const errors: Record<string, string[]> = {};
  if (code === "" && text.trim() !== "") {
    errors[NEW_NOTES_CODE] = ["Give the version code these release notes are for."];
  } else if (code !== "" && !VERSION_CODE.test(code)) {
    errors[NEW_NOTES_CODE] = ["A version code is digits (as in your build), or default."];
  } else if (code !== "" && text.trim() === "") {
    errors[NEW_NOTES] = [`Write the release notes for version ${code}.`];
  } else if (code !== "") {
    notes[code] = text;
  }
  input.playReleaseNotes = notes;
  return { input, errors, newCode: code };
}

/** The studio's address for one language (the default's has no ?lang=). */
function languagePath(appId: string, locale: string | null) {
  return `/apps/${appId}/listing${locale ? `?lang=${encodeURIComponent(locale)}` : ""}`;
}

export const intents = {
  "add-language": {
    form: "add-language",
    feedback: "toast",
    run: async ({ ctx: { user, app }, formData }) => {
      const tag = String(formData.get("locale") ?? "");
      const result = await addListingLanguage(user.tenantId, app.id, tag);
      invariantResponse(result.ok || result.status !== 404, APP_NOT_FOUND);
      if (!result.ok) {
        return redirectWithErrorToast(`/apps/${app.id}/listing`, {
          title: "Language not added",
          description: result.message,
        });
      }
      return redirectWithSuccessToast(languagePath(app.id, tag), {
        title: `${listingLanguage(tag)?.name ?? tag} added`,
        description: "It starts as a copy of the default language: translate it, then save.",
      });
    },
  },
  "remove-language": {
    form: (formData) => `remove-language-${String(formData.get("locale") ?? "")}`,
    feedback: "toast",
    run: async ({ ctx: { user, app }, formData }) => {
      const tag = String(formData.get("locale") ?? "");
      const result = await removeListingLanguage(user.tenantId, app.id, tag);
      if (!result.ok) {
        return redirectWithErrorToast(`/apps/${app.id}/listing`, {
          title: "Language not removed",
          description: result.message,
        });
      }
      return redirectWithSuccessToast(`/apps/${app.id}/listing`, {
        title: `${listingLanguage(tag)?.name ?? tag} removed`,
        description: "Its listing is deleted.",
      });
    },
  },
  save: {
    form: LISTING_FORM,
    run: async ({ ctx: { user, app }, formData, formId }) => {
      const lang = formData.get("lang");
      const locale = typeof lang === "string" && lang !== "" ? lang : undefined;
      const posted = postedListing(formData);
      const refuse = (message: string, errors: Record<string, string[]>) =>
        // Every typed value is kept, the new release notes' too.
        formReply(
          formId,
          parse(formData, {
            resolve: () => ({ error: { "": [message], ...errors } }),
          }).reply() as FormResult,
        );
      if (Object.keys(posted.errors).length > 0) {
        return refuse(
          "The new release notes are not complete. Nothing was saved yet.",
          posted.errors,
        );
      }
      const result = await saveListing(user.tenantId, app.id, posted.input, locale);
      if (!result.ok) {
        invariantResponse(result.status !== 404, result.message);
        // The model counts what the store would see; a new version's notes answer on their field.
        const errors = { ...result.errors };
        const newNotes = `${NOTES_PREFIX}${posted.newCode}`;
        if (posted.newCode && errors[newNotes] && !formData.has(newNotes)) {
          errors[NEW_NOTES] = errors[newNotes]!;
          delete errors[newNotes];
        }
        return refuse(result.message, errors);
      }
      const warnings = result.view.warnings.length;
      return redirectWithSuccessToast(languagePath(app.id, locale ?? null), {
        title: "Listing saved",
        description:
          warnings === 0
            ? "No policy warnings."
            : `${warnings} policy warning${warnings === 1 ? "" : "s"} to review.`,
      });
    },
  },
} satisfies Intents<UserAppContext>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, requireUserApp, intents);
}

const LISTING_LABELS: Record<string, string> = Object.fromEntries([
  ...LISTING_FIELDS.map((spec) => [spec.name, listingFieldLabel(spec)]),
  ["appleKidsCategory", "Kids Category"],
  [NEW_NOTES_CODE, "Version code"],
  [NEW_NOTES, "New release notes"],
]);

/** The new version's notes: a counted field like the saved versions' ones. */
const NEW_NOTES_SPEC = {
  ...releaseNotesSpec("new"),
  name: NEW_NOTES,
  label: "Release notes for that version",
  hint: `${PLAY_RELEASE_NOTES_MAX} characters. Saved as changelogs/<version code>.txt.`,
};

/** Saved release notes, newest version code first, the default last. */
function versionCodes(notes: Record<string, string>) {
  return Object.keys(notes).sort((a, b) =>
    a === "default" ? 1 : b === "default" ? -1 : Number(b) - Number(a),
  );
}

export default function StoreListingStudio() {
  const page = useLoaderData<typeof loader>();
  const view = page.view;

  return (
    <div className="mx-auto min-w-0 max-w-5xl space-y-6">
      <header>
        <h2 className="break-words text-2xl font-bold">Store listing for {page.app.name}</h2>
        <p className="mt-1 text-slate-700">
          Write each store&rsquo;s fields within its limits. Policy problems show as warnings: fix
          them before you submit, because stores reject or demote listings that break them.
        </p>
        <p className="mt-1 text-xs text-slate-600" data-testid="listing-checked">
          Limits and checks last checked: {page.checked}.
        </p>
      </header>

      <LanguageMatrix page={page} />

      <section aria-labelledby="editor-heading" className="space-y-2">
        <h3 id="editor-heading" className="text-lg font-bold" data-testid="editing-language">
          Editing: {page.language.name}
          {page.language.isDefault ? " (default language)" : ""}
        </h3>
        <p className="text-sm text-slate-700">
          App Store code: {page.language.appStoreLocale ?? "not offered by the App Store"} · Google
          Play code: {page.language.playLocale ?? "not offered by Google Play"}
        </p>
        {page.language.translated ? null : (
          <p className="rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">
            Not translated yet: this is a copy of the default language. Translate it, then save.
          </p>
        )}
        {view.fromAnswers ? (
          <p
            className="rounded bg-sky-50 px-2 py-1 text-sm text-sky-900"
            data-testid="listing-from-answers"
          >
            Draft from your answers: check each field, then save to make it yours.
          </p>
        ) : null}
      </section>

      {/* A saved listing draws a fresh form from what was saved. */}
      <ListingForm key={`${view.locale}-${view.updatedAt ?? "new"}`} />

      <section aria-labelledby="warnings-heading" className="card space-y-2">
        <h3 id="warnings-heading" className="text-lg font-bold">
          Policy warnings (saved listing)
        </h3>
        <p className="text-xs text-slate-600">
          The warnings under each field follow what you type; this list checks the listing as last
          saved.
        </p>
        {view.warnings.length === 0 ? (
          <p className="text-sm text-slate-700" data-testid="no-listing-warnings">
            No policy warnings in the saved listing.
          </p>
        ) : (
          <ul className="list-disc space-y-2 pl-5 text-sm" data-testid="listing-warnings">
            {view.warnings.map((w) => (
              <li key={`${w.field}-${w.rule}`}>
                <span className="font-medium">{LISTING_LABELS[w.field]}:</span> {w.message}{" "}
                <span className="text-xs text-slate-600">
                  Source: <SourceLinks sources={w.sources} linkClassName="underline" />. Checked{" "}
                  {w.checkedLabel}.
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <SearchPreview preview={view.preview} />
    </div>
  );
}

function ListingForm() {
  const page = useLoaderData<typeof loader>();
  const view = page.view;
  const reply = useFormReply(LISTING_FORM);
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: LISTING_FORM,
    reply,
    constraint: page.constraint,
    defaultValue: {
      ...view.listing,
      appleKidsCategory: view.listing.appleKidsCategory ? "on" : undefined,
    },
  });
  const failed = reply?.result.status === "error";
  const saving = useNavigation().state === "submitting";
  const warningsFor = (field: string) =>
    view.warnings.filter((w) => w.field === field).map((w) => w.message);
  return (
    <AppForm
      form={form}
      reply={reply}
      labels={LISTING_LABELS}
      summaryTitle="The listing was not saved"
      className="space-y-6"
    >
      <input type="hidden" name="lang" value={view.locale} />
      <div className="grid gap-6 lg:grid-cols-2">
        {STORES.map((store) => (
          <fieldset key={store.id} className="card space-y-4">
            <legend className="px-1 text-lg font-bold">{store.title}</legend>
            {LISTING_FIELDS.filter((spec) => spec.store === store.id).map((spec) => (
              <ListingField
                key={spec.name}
                meta={fields[spec.name]}
                spec={spec}
                source={page.sources[spec.name]}
                // After a refused save the field checks what was typed, not the saved text.
                warnings={failed ? null : warningsFor(spec.name)}
                brand={page.app.name}
                kidsCategory={view.listing.appleKidsCategory}
              />
            ))}
            {store.id === "apple" ? (
              <CheckboxField
                meta={fields.appleKidsCategory}
                label={
                  <>
                    The app is in Apple&rsquo;s Kids Category (only then may the listing say
                    &ldquo;For Kids&rdquo; or &ldquo;For Children&rdquo;).
                  </>
                }
              />
            ) : (
              <ReleaseNotes fields={fields} />
            )}
          </fieldset>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className="btn-primary" disabled={saving}>
          {saving ? "Saving..." : "Save listing"}
        </button>
        <Link to={`/wizard/${page.app.id}?step=seo`} className="btn-secondary">
          Back to the SEO module
        </Link>
        <Link to={`/apps/${page.app.id}/drafts`} className="btn-secondary">
          Launch drafts
        </Link>
      </div>
    </AppForm>
  );
}

type ListingFields = ReturnType<typeof useAppForm<Record<string, unknown>>>[1];

/**
 * Google Play's release notes, one per version code (supply's changelogs/<code>.txt), each with its
 * counter; emptying one removes it; a new version's notes below them.
 */
function ReleaseNotes({ fields }: { fields: ListingFields }) {
  const page = useLoaderData<typeof loader>();
  const saved = page.view.listing.playReleaseNotes;
  // The saved notes are an object by version code: Conform names each playReleaseNotes.<code>.
  const notes = (
    fields.playReleaseNotes as unknown as FieldMetadata<Record<string, string>>
  ).getFieldset() as unknown as Record<string, ListingFields[string]>;
  const source = page.sources.releaseNotes;
  return (
    <fieldset className="min-w-0 space-y-4 border-t border-slate-200 pt-3">
      <legend className="font-semibold">Release notes per version</legend>
      {versionCodes(saved).map((code) => (
        <ListingField
          key={code}
          meta={notes[code]!}
          spec={releaseNotesSpec(code)}
          source={source}
          warnings={[]}
          brand={page.app.name}
          kidsCategory={false}
        />
      ))}
      <Field
        meta={fields[NEW_NOTES_CODE]}
        label="Version code of new release notes"
        help={
          <>
            The versionCode of the build, or <code>default</code> for notes of every version.
          </>
        }
        inputMode="numeric"
        autoComplete="off"
        className="space-y-1"
      />
      <ListingField
        meta={fields[NEW_NOTES]}
        spec={NEW_NOTES_SPEC}
        source={source}
        warnings={[]}
        brand={page.app.name}
        kidsCategory={false}
      />
    </fieldset>
  );
}
