// The store-listing studio of one app: App Store and Google Play fields with counters (live with
// JavaScript, shown after saving without it), the stores' published policy checks as warnings,
// and a server-rendered preview of how the listing reads in search results.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { ListingField } from "~/components/listing/listing-field";
import { SearchPreview } from "~/components/listing/search-preview";
import { FormAlert } from "~/components/wizard/form-alert";
import { LISTING_FIELDS, LISTING_RULES_CHECKED, type Store } from "~/lib/store-listing";
import { lastCheckedLabel } from "~/lib/wizard/sources";
import { getApp } from "~/models/app.server";
import { getListing, listingView, saveListing } from "~/models/store-listing.server";
import { getUserSubscription } from "~/models/subscription.server";
import { requireUser } from "~/utils/auth.server";
import { readFormData } from "~/utils/form.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { dataWithErrorToast, redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Store Listing" };

export const meta: MetaFunction = () => [{ title: "Store listing · App Marketing Machine" }];

const STORES: { id: Store; title: string }[] = [
  { id: "apple", title: "App Store" },
  { id: "google", title: "Google Play" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const app = await getApp(user.tenantId, params.appId ?? "");
  invariantResponse(app, APP_NOT_FOUND);
  const view = (await getListing(user.tenantId, app.id))!;
  return {
    app: { id: app.id, name: app.name },
    view,
    checked: lastCheckedLabel(LISTING_RULES_CHECKED),
  };
}

type ActionData = {
  view: ReturnType<typeof listingView>;
  errors: Record<string, string[]>;
  formError: string;
  billing?: boolean;
};

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const app = await getApp(user.tenantId, params.appId ?? "");
  invariantResponse(app, APP_NOT_FOUND);
  const form = await readFormData(request);
  const input: Record<string, unknown> = {
    appleKidsCategory: form.get("appleKidsCategory") === "on",
  };
  for (const spec of LISTING_FIELDS) {
    const value = form.get(spec.name);
    input[spec.name] = typeof value === "string" ? value : "";
  }
  const { blockedReason } = await getUserSubscription(user);
  if (blockedReason) {
    const current = (await getListing(user.tenantId, app.id))!;
    return dataWithErrorToast<ActionData>(
      { view: current, errors: {}, formError: blockedReason, billing: true },
      { title: "Not saved", description: blockedReason },
      { status: 403 },
    );
  }
  const result = await saveListing(user.tenantId, app.id, input);
  if (!result.ok) {
    invariantResponse(result.status !== 404, APP_NOT_FOUND);
    return dataWithErrorToast<ActionData>(
      {
        view: listingView(result.listing, app.name, null),
        errors: result.errors,
        formError: result.message,
      },
      { title: "Not saved", description: result.message },
      { status: 400 },
    );
  }
  const warnings = result.view.warnings.length;
  return redirectWithSuccessToast(`/apps/${app.id}/listing`, {
    title: "Listing saved",
    description:
      warnings === 0
        ? "No policy warnings."
        : `${warnings} policy warning${warnings === 1 ? "" : "s"} to review.`,
  });
}

export default function StoreListingStudio() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const view = actionData?.view ?? page.view;
  const errors = actionData?.errors ?? {};
  const saving = useNavigation().state === "submitting";
  const warningsFor = (field: string) =>
    view.warnings.filter((w) => w.field === field).map((w) => w.message);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
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

      <Form method="post" className="space-y-6" key={page.view.updatedAt ?? "new"}>
        <FormAlert message={actionData?.formError} billing={actionData?.billing} />
        <div className="grid gap-6 lg:grid-cols-2">
          {STORES.map((store) => (
            <fieldset key={store.id} className="card space-y-4">
              <legend className="px-1 text-lg font-bold">{store.title}</legend>
              {LISTING_FIELDS.filter((spec) => spec.store === store.id).map((spec) => (
                <ListingField
                  key={spec.name}
                  spec={spec}
                  value={view.listing[spec.name]}
                  serverCount={view.counts[spec.name].text}
                  errors={errors[spec.name]}
                  warnings={warningsFor(spec.name)}
                  brand={page.app.name}
                  kidsCategory={view.listing.appleKidsCategory}
                />
              ))}
              {store.id === "apple" ? (
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="appleKidsCategory"
                    defaultChecked={view.listing.appleKidsCategory}
                    className="mt-0.5 h-4 w-4"
                  />
                  <span>
                    The app is in Apple&rsquo;s Kids Category (only then may the listing say
                    &ldquo;For Kids&rdquo; or &ldquo;For Children&rdquo;).
                  </span>
                </label>
              ) : null}
            </fieldset>
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="save"
            className="btn-primary"
            disabled={saving}
          >
            {saving ? "Saving..." : "Save listing"}
          </button>
          <Link to={`/wizard/${page.app.id}?step=seo`} className="btn-secondary">
            Back to the SEO module
          </Link>
          <Link to={`/apps/${page.app.id}/drafts`} className="btn-secondary">
            Launch drafts
          </Link>
        </div>
      </Form>

      <section aria-labelledby="warnings-heading" className="card space-y-2">
        <h3 id="warnings-heading" className="text-lg font-bold">
          Policy warnings
        </h3>
        {view.warnings.length === 0 ? (
          <p className="text-sm text-slate-700" data-testid="no-listing-warnings">
            No policy warnings in the saved listing.
          </p>
        ) : (
          <ul className="list-disc space-y-2 pl-5 text-sm" data-testid="listing-warnings">
            {view.warnings.map((w) => (
              <li key={`${w.field}-${w.rule}`}>
                <span className="font-medium">
                  {LISTING_FIELDS.find((f) => f.name === w.field)?.store === "apple"
                    ? "App Store"
                    : "Google Play"}{" "}
                  {LISTING_FIELDS.find((f) => f.name === w.field)?.label.toLowerCase()}:
                </span>{" "}
                {w.message}{" "}
                <span className="text-xs text-slate-600">
                  Source:{" "}
                  {w.sources.map((s, i) => (
                    <span key={s.url}>
                      {i > 0 ? "; " : ""}
                      <a
                        href={s.url}
                        target="_blank"
                        rel="noreferrer noopener"
                        className="underline"
                      >
                        {s.label}
                      </a>
                      {s.secondary ? " (secondary)" : ""}
                    </span>
                  ))}
                  . Checked {w.checked}.
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
