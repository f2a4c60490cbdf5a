// The dashboard: stats, the next mission, the app grid, and the add / edit / delete dialogs.
// Each dialog has a URL (?add=true, ?edit=<id>, ?delete=<id>) and is rendered by the server
// (docs/decisions/005-apps-dashboard.md).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Link,
  type ShouldRevalidateFunction,
  useLoaderData,
  useSearchParams,
} from "@remix-run/react";

import { ConfirmForm } from "~/components/confirm-form";
import { UrlDialog } from "~/components/dashboard/url-dialog";
import { useFormReply } from "~/components/forms";
import { cardActions, paginate } from "~/lib/dashboard";
import type { PageHandle } from "~/lib/edge-rules";
import { APP_DESCRIPTION_MAX, APP_NAME_MAX, APP_URL_MAX } from "~/lib/limits";
import { MODULE_COUNT_WORD } from "~/lib/wizard/module-titles";
import {
  appDetailsSchema,
  createApp,
  deleteApp,
  getApp,
  loadDashboard,
  updateApp,
} from "~/models/app.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { dispatchIntent, failedToast, formReply, type Intents } from "~/utils/form.server";
import { requireUser } from "~/utils/guards.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import type { PublicUser } from "~/utils/session.server";
import { APP_CREATE_FAILED_TITLE, redirectWithSuccessToast } from "~/utils/toast.server";

import { AppGrid, fromCardRow, toCardRow } from "./app-card";
import { AppDetailsForm, CREATE_APP_FORM, DELETE_APP_FORM, UPDATE_APP_FORM } from "./app-form";
import { AppPager } from "./app-pager";
import { NextMissionCard, StatsGrid } from "./summary";

/**
 * Edge rules (app/lib/edge-rules.ts): kept for reading offline, tagged for a 304 before it runs.
 * The cards show each app, its modules' progress and its overdue tasks.
 */
export const handle = {
  title: "Dashboard",
  edge: { offline: true, tag: { of: "company", reads: ["App", "Module", "ChecklistTask"] } },
} satisfies PageHandle;

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

const DASHBOARD = "/dashboard";

/** The card's buttons: the main one, or the launch-date field, then the plan's next module. */
function cardView(app: Parameters<typeof cardActions>[0]) {
  const { askLaunchDate, primary, plan } = cardActions(app);
  const checklist = { label: "Set launch date", href: `/apps/${app.id}/checklist` };
  return { action: primary ?? checklist, askLaunchDate, plan };
}

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
  const card = (app: (typeof apps)[number]) =>
    toCardRow({
      id: app.id,
      name: app.name,
      url: app.url,
      description: app.description,
      progress: app.progress,
      questionsProgress: app.questionsProgress,
      overdueTasks: app.overdueTasks,
      hasLaunchDate: app.launchDate !== null,
      category: app.category,
      ...cardView(app),
    });
  return {
    apps: grid.items.map(card),
    dialogApps: dialogApps.map(card),
    paging: { page: grid.page, pageCount: grid.pageCount, total: grid.total, start: grid.start },
    stats,
    missions,
    constraint: getZodConstraint(appDetailsSchema),
  };
}

/** The app a dialog's post is about: 404 when it is unknown or another tenant's. */
async function postedApp(user: PublicUser, formData: FormData) {
  const app = await getApp(user.tenantId, String(formData.get("appId") ?? ""));
  invariantResponse(app, APP_NOT_FOUND);
  return app;
}

export const intents = {
  create: {
    form: CREATE_APP_FORM,
    failureTitle: APP_CREATE_FAILED_TITLE,
    run: async ({ ctx: user, formData, formId }) => {
      const submission = parseWithZod(formData, { schema: appDetailsSchema });
      if (submission.status !== "success") {
        const result = submission.reply();
        return formReply(formId, result, {
          toast: failedToast(APP_CREATE_FAILED_TITLE, result),
        });
      }
      const app = await createApp(user.tenantId, submission.value);
      return redirectWithSuccessToast(`/app-category/${app.id}`, {
        title: "App created!",
        description: "Let's pick a category for your app first!",
      });
    },
  },
  update: {
    form: UPDATE_APP_FORM,
    run: async ({ ctx: user, formData, formId }) => {
      const app = await postedApp(user, formData);
      const submission = parseWithZod(formData, { schema: appDetailsSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      const updated = await updateApp(user.tenantId, app.id, submission.value);
      invariantResponse(updated, APP_NOT_FOUND);
      return redirectWithSuccessToast(DASHBOARD, {
        title: "App updated",
        description: `Your changes to ${updated.name} are saved.`,
      });
    },
  },
  delete: {
    form: DELETE_APP_FORM,
    feedback: "toast",
    run: async ({ ctx: user, formData }) => {
      const app = await postedApp(user, formData);
      const deleted = await deleteApp(user.tenantId, app.id);
      invariantResponse(deleted, APP_NOT_FOUND);
      return redirectWithSuccessToast(DASHBOARD, {
        title: "App deleted",
        description: `${deleted.name} and its marketing plan were removed.`,
      });
    },
  },
} satisfies Intents<PublicUser>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireUser(request), intents);
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

/** The app id a failed dialog post was about (its hidden field, kept in the reply). */
function repliedAppId(reply: ReturnType<typeof useFormReply>): string | null {
  const failed = reply?.result.status === "error";
  const appId = reply?.result.initialValue?.appId;
  return failed && typeof appId === "string" ? appId : null;
}

// Constants: not sent with the page's data.
const limits = { name: APP_NAME_MAX, url: APP_URL_MAX, description: APP_DESCRIPTION_MAX };

export default function Dashboard() {
  const data = useLoaderData<typeof loader>();
  const { paging, stats, missions, constraint } = data;
  const apps = data.apps.map(fromCardRow);
  const known = [...apps, ...data.dialogApps.map(fromCardRow)];
  const [searchParams] = useSearchParams();
  const createReply = useFormReply(CREATE_APP_FORM);
  const updateReply = useFormReply(UPDATE_APP_FORM);
  const deleteReply = useFormReply(DELETE_APP_FORM);

  const addOpen = searchParams.get("add") === "true" || createReply?.result.status === "error";
  const editId = searchParams.get("edit") ?? repliedAppId(updateReply);
  const deleteId = searchParams.get("delete") ?? repliedAppId(deleteReply);
  const editApp = !addOpen && editId ? known.find((a) => a.id === editId) : undefined;
  const deleteTarget =
    !addOpen && !editApp && deleteId ? known.find((a) => a.id === deleteId) : undefined;

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
          <AppDetailsForm
            formId={CREATE_APP_FORM}
            action="/dashboard?add=true"
            intent="create"
            values={{ name: "", url: "", description: "" }}
            constraint={constraint}
            limits={limits}
            submitLabel="Create App"
            cancelHref={DASHBOARD}
          />
        </UrlDialog>
      ) : null}

      {editApp ? (
        <UrlDialog titleId="edit-app-title" title={`Edit ${editApp.name}`} closeHref={DASHBOARD}>
          <AppDetailsForm
            formId={UPDATE_APP_FORM}
            action={`/dashboard?edit=${editApp.id}`}
            intent="update"
            appId={editApp.id}
            values={{
              name: editApp.name,
              url: editApp.url ?? "",
              description: editApp.description ?? "",
            }}
            constraint={constraint}
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
          <DeleteConfirmation app={deleteTarget} />
        </UrlDialog>
      ) : null}
    </div>
  );
}

/** A button-only form: a refusal comes as a toast and in the summary on top of the dialog. */
function DeleteConfirmation({ app }: { app: { id: string; name: string } }) {
  return (
    <ConfirmForm
      id={DELETE_APP_FORM}
      title="Error deleting app"
      action={`/dashboard?delete=${app.id}`}
      cancelHref={DASHBOARD}
      intent="delete"
      submitLabel="Delete App"
      fields={{ appId: app.id }}
    >
      This removes <strong className="break-words">{app.name}</strong>
      {` with its answers and all ${MODULE_COUNT_WORD} marketing modules. It cannot be undone.`}
    </ConfirmForm>
  );
}
