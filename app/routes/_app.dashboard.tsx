// The dashboard: stats, the next mission, the app grid, and the add / edit / delete dialogs.
// Each dialog has a URL (?add=true, ?edit=<id>, ?delete=<id>) and is rendered by the server
// (docs/decisions/005-apps-dashboard.md).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  MetaFunction,
  TypedResponse,
} from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";

import { AppGrid } from "~/components/dashboard/app-card";
import { AppForm, type AppFormValues } from "~/components/dashboard/app-form";
import { AppPager } from "~/components/dashboard/app-pager";
import { FailureNotice } from "~/components/dashboard/failure-notice";
import { NextMissionCard, StatsGrid } from "~/components/dashboard/summary";
import { UrlDialog } from "~/components/dashboard/url-dialog";
import { paginate } from "~/lib/dashboard";
import {
  APP_DESCRIPTION_MAX,
  APP_NAME_MAX,
  APP_URL_MAX,
  appDetailsSchema,
  createApp,
  deleteApp,
  getApp,
  loadDashboard,
  updateApp,
} from "~/models/app.server";
import { getTenantSubscription } from "~/models/subscription.server";
import { requireUser } from "~/utils/auth.server";
import { readFormData } from "~/utils/form.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { dataWithErrorToast, redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Dashboard" };

export const meta: MetaFunction = () => [{ title: "Dashboard · App Marketing Machine" }];

const DASHBOARD = "/dashboard";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const search = new URL(request.url).searchParams;
  const { apps, stats, missions } = await loadDashboard(user.tenantId);
  const dialogApps = [];
  for (const param of ["edit", "delete"]) {
    const id = search.get(param);
    if (!id) continue;
    const app = apps.find((a) => a.id === id);
    invariantResponse(app, APP_NOT_FOUND);
    dialogApps.push(app);
  }
  // Stats and the next mission cover every app; the grid shows one page of cards.
  const grid = paginate(apps, search.get("page"));
  const card = (app: (typeof apps)[number]) => ({
    id: app.id,
    name: app.name,
    url: app.url,
    description: app.description,
    progress: app.progress,
    questionsProgress: app.questionsProgress,
    overdueTasks: app.overdueTasks,
    hasLaunchDate: app.launchDate !== null,
    category: app.category,
  });
  return {
    apps: grid.items.map(card),
    dialogApps: dialogApps.map(card),
    paging: { page: grid.page, pageCount: grid.pageCount, total: grid.total, start: grid.start },
    stats,
    missions,
    limits: { name: APP_NAME_MAX, url: APP_URL_MAX, description: APP_DESCRIPTION_MAX },
  };
}

type ActionResult = {
  intent: "create" | "update" | "delete";
  appId?: string;
  result?: SubmissionResult<string[]>;
  title: string;
  message: string;
  blocked: boolean;
};

function failure(data: ActionResult, status: number): TypedResponse<ActionResult> {
  return dataWithErrorToast(data, { title: data.title, description: data.message }, { status });
}

function firstError(error: Record<string, string[] | null> | null | undefined): string {
  const messages = Object.values(error ?? {}).flatMap((m) => m ?? []);
  return messages[0] ?? "Please check the highlighted fields.";
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const appId = String(formData.get("appId") ?? "");

  if (intent !== "create" && intent !== "update" && intent !== "delete") {
    throw new Response("Unknown action", { status: 400 });
  }
  if (intent !== "create") invariantResponse(await getApp(user.tenantId, appId), APP_NOT_FOUND);
  const { blockedReason } = await getTenantSubscription(user.tenantId);
  const title = {
    create: "Error creating app",
    update: "Error updating app",
    delete: "Error deleting app",
  }[intent];

  if (intent === "delete") {
    if (blockedReason) {
      return failure({ intent, appId, title, message: blockedReason, blocked: true }, 403);
    }
    const deleted = await deleteApp(user.tenantId, appId);
    invariantResponse(deleted, APP_NOT_FOUND);
    return redirectWithSuccessToast(DASHBOARD, {
      title: "App deleted",
      description: `${deleted.name} and its marketing plan were removed.`,
    });
  }

  const submission = parseWithZod(formData, { schema: appDetailsSchema });
  if (blockedReason) {
    const result = submission.reply({ formErrors: [blockedReason] });
    return failure({ intent, appId, result, title, message: blockedReason, blocked: true }, 403);
  }
  if (submission.status !== "success") {
    const result = submission.reply();
    const message = firstError(result.error);
    return failure({ intent, appId, result, title, message, blocked: false }, 400);
  }

  if (intent === "create") {
    const app = await createApp(user.tenantId, submission.value);
    return redirectWithSuccessToast(`/app-category/${app.id}`, {
      title: "App created!",
      description: "Let's pick a category for your app first!",
    });
  }
  const updated = await updateApp(user.tenantId, appId, submission.value);
  invariantResponse(updated, APP_NOT_FOUND);
  return redirectWithSuccessToast(DASHBOARD, {
    title: "App updated",
    description: `Your changes to ${updated.name} are saved.`,
  });
}

// Opening or closing a dialog only changes the search string: the data is already on the page.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  // Opening or closing a dialog needs no new data; another page of the grid does.
  const samePage = currentUrl.searchParams.get("page") === nextUrl.searchParams.get("page");
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && samePage) return false;
  return defaultShouldRevalidate;
};

function submittedValues(result: SubmissionResult<string[]> | undefined): AppFormValues | null {
  const initial = result?.initialValue;
  if (!initial) return null;
  const text = (key: string) => (typeof initial[key] === "string" ? (initial[key] as string) : "");
  return { name: text("name"), url: text("url"), description: text("description") };
}

export default function Dashboard() {
  const { apps, dialogApps, paging, stats, missions, limits } = useLoaderData<typeof loader>();
  const known = [...apps, ...dialogApps];
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const [searchParams] = useSearchParams();

  const failed = actionData?.intent;
  const addOpen = searchParams.get("add") === "true" || failed === "create";
  const editId = searchParams.get("edit") ?? (failed === "update" ? actionData?.appId : null);
  const deleteId = searchParams.get("delete") ?? (failed === "delete" ? actionData?.appId : null);
  const editApp = !addOpen && editId ? known.find((a) => a.id === editId) : undefined;
  const deleteTarget =
    !addOpen && !editApp && deleteId ? known.find((a) => a.id === deleteId) : undefined;
  const createFailure = failed === "create" ? actionData : undefined;
  const updateFailure = failed === "update" ? actionData : undefined;
  const deleteFailure = failed === "delete" ? actionData : undefined;

  return (
    <div className="mx-auto max-w-6xl">
      <div className="space-y-6">
        <StatsGrid stats={stats} />

        {apps.length > 0 ? <NextMissionCard missions={missions} /> : null}

        <section aria-labelledby="apps-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="apps-heading" className="text-xl font-bold">
              Your apps
            </h2>
            {apps.length > 0 ? (
              <Link to="/dashboard?add=true" preventScrollReset className="btn-primary">
                <span aria-hidden="true">+</span> Add App
              </Link>
            ) : null}
          </div>

          {apps.length === 0 ? (
            <div className="card flex flex-col items-center gap-3 py-12 text-center">
              <p className="text-4xl" aria-hidden="true">
                🚀
              </p>
              <h3 className="text-lg font-bold">No apps yet</h3>
              <p className="max-w-md text-sm text-slate-700">
                Add your app, pick its category, and we will guide you through its marketing plan
                step by step.
              </p>
              <Link to="/dashboard?add=true" preventScrollReset className="btn-primary">
                Add Your First App
              </Link>
            </div>
          ) : (
            <>
              <AppGrid apps={apps} />
              {paging.pageCount > 1 ? <AppPager paging={paging} shown={apps.length} /> : null}
            </>
          )}
        </section>
      </div>

      {addOpen ? (
        <UrlDialog titleId="add-app-title" title="Add a new app" closeHref={DASHBOARD}>
          <AppForm
            action="/dashboard?add=true"
            intent="create"
            values={
              submittedValues(createFailure?.result) ?? { name: "", url: "", description: "" }
            }
            errors={createFailure?.result?.error ?? undefined}
            failure={createFailure}
            limits={limits}
            submitLabel="Create App"
            cancelHref={DASHBOARD}
          />
        </UrlDialog>
      ) : null}

      {editApp ? (
        <UrlDialog titleId="edit-app-title" title={`Edit ${editApp.name}`} closeHref={DASHBOARD}>
          <AppForm
            action={`/dashboard?edit=${editApp.id}`}
            intent="update"
            appId={editApp.id}
            values={submittedValues(updateFailure?.result) ?? editApp}
            errors={updateFailure?.result?.error ?? undefined}
            failure={updateFailure}
            limits={limits}
            submitLabel="Save Changes"
            cancelHref={DASHBOARD}
          />
        </UrlDialog>
      ) : null}

      {deleteTarget ? (
        <UrlDialog
          titleId="delete-app-title"
          title={`Delete ${deleteTarget.name}?`}
          closeHref={DASHBOARD}
        >
          <DeleteConfirmation app={deleteTarget} failure={deleteFailure} />
        </UrlDialog>
      ) : null}
    </div>
  );
}

function DeleteConfirmation({
  app,
  failure,
}: {
  app: { id: string; name: string };
  failure?: ActionResult;
}) {
  return (
    <Form method="post" action={`/dashboard?delete=${app.id}`} className="space-y-4">
      <input type="hidden" name="appId" value={app.id} />
      {failure ? (
        <FailureNotice title={failure.title} message={failure.message} billing={failure.blocked} />
      ) : null}
      <p className="text-slate-700">
        This removes <strong className="break-words">{app.name}</strong> with its answers and all
        eight marketing modules. It cannot be undone.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={DASHBOARD} preventScrollReset replace className="btn-secondary" autoFocus>
          Cancel
        </Link>
        <button type="submit" name="intent" value="delete" className="btn-danger">
          Delete App
        </button>
      </div>
    </Form>
  );
}
