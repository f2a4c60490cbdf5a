// The category screen: eight cards as a native radio group (keyboard and screen readers get
// it for free, and it posts with JavaScript off), and where the app ships (asked once and stored,
// so store-specific rules show only where they apply). Saving goes on to the simple wizard.
import { getInputProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";

import { AppForm, ErrorList, useAppForm, useFormReply } from "~/components/forms";
import { useHydrated } from "~/components/use-hydrated";
import { CATEGORY_SPRITE, categoryHint } from "~/lib/category-copy";
import { CATEGORIES } from "~/lib/enums";
import { PLATFORMS, readPlatforms } from "~/lib/platforms";
import { getApp, updateCategory } from "~/models/app.server";
import { savePlatforms } from "~/models/platforms.server";
import { isWriteBlocked } from "~/models/write-access.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { dispatchIntent, formReply, type Intents, refusalResult } from "~/utils/form.server";
import { requireUser } from "~/utils/guards.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import {
  CATEGORY_FAILED_TITLE,
  CATEGORY_FAILED_TOAST,
  redirectWithSuccessToast,
} from "~/utils/toast.server";

import { categoryChoiceSchema } from "./category-choice.server";

export const handle = { title: "Pick a category" };

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

const CATEGORY_FORM = "choose-category";
const LABELS = { category: "App category", platforms: "Where will it ship?" };

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
    categories: CATEGORIES.map((c) => ({
      ...c,
      hint: categoryHint(c.id, readPlatforms(app.platforms)),
    })),
    constraint: getZodConstraint(categoryChoiceSchema),
  };
}

/** The form's own line when the save itself failed (the toast is the specification's). */
const CATEGORY_SAVE_FAILED =
  "We couldn't save your category just now. Nothing changed: please choose it again.";

/** The signed-in user and the app the page is about (404 before the body is read). */
async function categoryContext({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const app = await getApp(user.tenantId, params.appId ?? "");
  invariantResponse(app, APP_NOT_FOUND);
  return { user, app };
}

export const intents = {
  "choose-category": {
    form: CATEGORY_FORM,
    // A plain name, not a member access: the browser build keeps the intents' values it cannot
    // prove harmless, and a server module's export is undefined there.
    failureTitle: CATEGORY_FAILED_TITLE,
    run: async ({ ctx: { user, app }, formData, formId }) => {
      const submission = parseWithZod(formData, { schema: categoryChoiceSchema });
      // docs/product/spec-facts.md §8: a failed save says so in the specification's toast, and stays.
      if (submission.status !== "success")
        return formReply(formId, submission.reply(), { toast: CATEGORY_FAILED_TOAST });
      try {
        const updated = await updateCategory(user.tenantId, app.id, submission.value.category);
        invariantResponse(updated, APP_NOT_FOUND);
        await savePlatforms(user.tenantId, app.id, submission.value.platforms);
      } catch (error) {
        // A 404 and the write gate answer as everywhere; anything else (the database) stays here.
        if (error instanceof Response || isWriteBlocked(error)) throw error;
        console.error("Saving a category failed", error);
        return formReply(formId, refusalResult(formData, CATEGORY_SAVE_FAILED), {
          status: 500,
          toast: CATEGORY_FAILED_TOAST,
        });
      }
      return redirectWithSuccessToast(`/simple-wizard/${app.id}`, {
        title: "Great choice!",
        description: "Let's start with some simple questions about your app.",
      });
    },
  },
} satisfies Intents<Awaited<ReturnType<typeof categoryContext>>>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, categoryContext, intents);
}

export default function AppCategory() {
  const { app, categories, platforms, constraint } = useLoaderData<typeof loader>();
  const reply = useFormReply(CATEGORY_FORM);
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: CATEGORY_FORM,
    reply,
    constraint,
    defaultValue: { category: app.category ?? undefined, platforms: app.platforms },
  });
  const initial =
    typeof fields.category.initialValue === "string" ? fields.category.initialValue : null;
  const [selected, setSelected] = useState<string | null>(initial);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  // Without JavaScript the button is always there; with it, it appears once a card is chosen.
  const showStart = !hydrated || selected !== null;
  const categoryErrorId = fields.category.errors?.length ? fields.category.errorId : undefined;

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

      <AppForm
        form={form}
        reply={reply}
        labels={LABELS}
        summaryTitle="Something went wrong"
        className="space-y-6"
      >
        <fieldset>
          <legend className="sr-only">App category</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {categories.map((category, index) => {
              const hintId = `category-${category.id}-hint`;
              // `pattern` is for text inputs only (the server checks the value anyway).
              const {
                key,
                pattern: _pattern,
                ...radio
              } = getInputProps(fields.category, {
                type: "radio",
                value: category.id,
              });
              return (
                <label
                  key={category.id}
                  className="card flex cursor-pointer flex-col gap-2 border-2 p-4 transition hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
                >
                  <input
                    key={key}
                    {...radio}
                    // The first card carries the field's id: the error summary links to it.
                    id={index === 0 ? fields.category.id : `${fields.category.id}-${category.id}`}
                    onChange={() => setSelected(category.id)}
                    aria-invalid={categoryErrorId ? true : undefined}
                    aria-describedby={[hintId, categoryErrorId].filter(Boolean).join(" ")}
                    className="sr-only"
                  />
                  {/* Decorative: the card's name says which category it is. */}
                  <svg aria-hidden="true" className="h-8 w-8 text-brand-700">
                    <use href={`${CATEGORY_SPRITE}#${category.id}`} />
                  </svg>
                  <span className="font-semibold">{category.name}</span>
                  <span id={hintId} className="text-sm text-slate-700">
                    {category.hint}
                  </span>
                </label>
              );
            })}
          </div>
          <ErrorList id={fields.category.errorId} errors={fields.category.errors} />
        </fieldset>

        <fieldset className="card space-y-2" aria-describedby="platforms-hint">
          <legend className="px-1 font-semibold">Where will it ship?</legend>
          <p id="platforms-hint" className="text-sm text-slate-700">
            Tick every store or platform. We only show store rules and checklist tasks that apply (a
            mobile-only game never gets Steam tasks).
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {platforms.map((platform, index) => {
              const {
                key,
                pattern: _pattern,
                multiple: _multiple,
                ...checkbox
              } = getInputProps(fields.platforms, {
                type: "checkbox",
                value: platform.id,
              });
              return (
                <label key={platform.id} className="flex items-center gap-2 text-sm">
                  <input
                    key={key}
                    {...checkbox}
                    id={index === 0 ? fields.platforms.id : `${fields.platforms.id}-${platform.id}`}
                    className="h-6 w-6 shrink-0"
                  />
                  {platform.name}
                </label>
              );
            })}
          </div>
          <ErrorList id={fields.platforms.errorId} errors={fields.platforms.errors} />
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
      </AppForm>
    </div>
  );
}
