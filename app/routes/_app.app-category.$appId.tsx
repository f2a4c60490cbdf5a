// The category screen: eight cards as a native radio group (keyboard and screen readers get
// it for free, and it posts with JavaScript off), and where the app ships (asked once and stored,
// so store-specific rules show only where they apply). Saving goes on to the simple wizard.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";

import { FailureNotice } from "~/components/dashboard/failure-notice";
import { CATEGORY_HINTS } from "~/lib/category-copy";
import { CATEGORIES, isCategoryId } from "~/lib/enums";
import { isPlatformId, PLATFORMS, readPlatforms } from "~/lib/platforms";
import { categorySchema, getApp, updateCategory } from "~/models/app.server";
import { platformsSchema, savePlatforms } from "~/models/platforms.server";
import { getUserSubscription } from "~/models/subscription.server";
import { requireUser } from "~/utils/auth.server";
import { readFormData } from "~/utils/form.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { useHydrated } from "~/utils/hydrated";
import { dataWithErrorToast, redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Pick a Category" };

export const meta: MetaFunction = () => [{ title: "Pick a category · App Marketing Machine" }];

const FAILURE = {
  title: "Something went wrong",
  description: "Please try selecting a category again.",
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const app = await getApp(user.tenantId, params.appId ?? "");
  invariantResponse(app, APP_NOT_FOUND);
  return {
    app: {
      id: app.id,
      name: app.name,
      category: app.category,
      platforms: readPlatforms(app.platforms) as string[],
    },
    platforms: PLATFORMS,
    categories: CATEGORIES.map((c) => ({ ...c, hint: CATEGORY_HINTS[c.id] })),
  };
}

type ActionResult = {
  selected: string | null;
  platforms?: string[];
  blockedReason: string | null;
};

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const appId = params.appId ?? "";
  invariantResponse(await getApp(user.tenantId, appId), APP_NOT_FOUND);
  const formData = await readFormData(request);
  const raw = formData.get("category");
  const selected = typeof raw === "string" && isCategoryId(raw) ? raw : null;
  const platforms = formData.getAll("platforms").filter(isPlatformId);

  const { blockedReason } = await getUserSubscription(user);
  if (blockedReason) {
    return dataWithErrorToast<ActionResult>(
      { selected, platforms, blockedReason },
      { title: FAILURE.title, description: blockedReason },
      { status: 403 },
    );
  }
  const parsed = categorySchema.safeParse(raw);
  const parsedPlatforms = platformsSchema.safeParse(formData.getAll("platforms"));
  if (formData.get("intent") !== "choose-category" || !parsed.success || !parsedPlatforms.success) {
    return dataWithErrorToast<ActionResult>({ selected, platforms, blockedReason: null }, FAILURE, {
      status: 400,
    });
  }
  const app = await updateCategory(user.tenantId, appId, parsed.data);
  invariantResponse(app, APP_NOT_FOUND);
  await savePlatforms(user.tenantId, appId, parsedPlatforms.data);
  return redirectWithSuccessToast(`/simple-wizard/${app.id}`, {
    title: "Great choice!",
    description: "Let's start with some simple questions about your app.",
  });
}

export default function AppCategory() {
  const { app, categories, platforms } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const initial = actionData ? actionData.selected : app.category;
  const [selected, setSelected] = useState<string | null>(initial);
  const chosenPlatforms = actionData?.platforms ?? app.platforms;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  // Without JavaScript the button is always there; with it, it appears once a card is chosen.
  const showStart = !hydrated || selected !== null;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h2 className="text-2xl font-bold">
          What kind of app is <span className="break-words">{app.name}</span>?
        </h2>
        <p className="mt-1 text-slate-700">
          Pick the category that fits best. We use it to tailor the questions, tips and examples.
        </p>
      </div>

      {actionData ? (
        <FailureNotice
          title={FAILURE.title}
          message={actionData.blockedReason ?? FAILURE.description}
          billing={Boolean(actionData.blockedReason)}
        />
      ) : null}

      <Form method="post" className="space-y-6">
        <fieldset>
          <legend className="sr-only">App category</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {categories.map((category) => {
              const hintId = `category-${category.id}-hint`;
              return (
                <label
                  key={category.id}
                  className="card flex cursor-pointer flex-col gap-2 border-2 p-4 transition hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
                >
                  <input
                    type="radio"
                    name="category"
                    value={category.id}
                    required
                    defaultChecked={initial === category.id}
                    onChange={() => setSelected(category.id)}
                    aria-describedby={hintId}
                    className="sr-only"
                  />
                  <span className="text-3xl" aria-hidden="true">
                    {category.emoji}
                  </span>
                  <span className="font-semibold">{category.name}</span>
                  <span id={hintId} className="text-sm text-slate-700">
                    {category.hint}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <fieldset className="card space-y-2" aria-describedby="platforms-hint">
          <legend className="px-1 font-semibold">Where will it ship?</legend>
          <p id="platforms-hint" className="text-sm text-slate-700">
            Tick every store or platform. We only show store rules and checklist tasks that apply (a
            mobile-only game never gets Steam tasks).
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {platforms.map((platform) => (
              <label key={platform.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="platforms"
                  value={platform.id}
                  defaultChecked={chosenPlatforms.includes(platform.id)}
                  className="h-4 w-4"
                />
                {platform.name}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="flex flex-wrap items-center gap-3">
          {showStart ? (
            <button
              type="submit"
              name="intent"
              value="choose-category"
              className="btn-primary"
              disabled={saving}
            >
              {saving ? "Saving..." : "Let's Start!"}
            </button>
          ) : null}
          <Link to="/dashboard" className="btn-secondary">
            Back to Dashboard
          </Link>
        </div>
      </Form>
    </div>
  );
}
