// The declared table of every route file: its URL pattern and one case per method × intent, each
// with the first tenant's ids and the outcome expected for another tenant and for a visitor.
// tenant-isolation.test.ts derives the pattern, methods and intents from app/routes/* and fails
// when a file has no entry here or the entry misses a method or an intent: a new route (or a new
// intent) needs one entry (or one line) below.
import fs from "node:fs";
import path from "node:path";

import { routeModuleFiles, routeName, ROUTES_DIR } from "../route-files";
import type { Ids } from "./fixtures";

/** Acceptable answers. Every answer must also be below 500, leak nothing and change nothing. */
export type Outcome =
  | "not-found" // 404: another tenant's record does not exist for the caller
  | "auth" // 401 (API) or a redirect to /auth (pages)
  | "admin-only" // 403 (API) or a redirect to /dashboard (pages)
  | "not-allowed" // 405: the method is not served
  | "any" // the caller's own data or a public page: any answer below 500
  | "off"; // as "any", or 503 from a feature this test server leaves unconfigured (payments)

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Body = Record<string, string> | { json: unknown };

export type RouteCase = {
  method: Method;
  path: (ids: Ids) => string;
  intent?: string;
  body?: (ids: Ids) => Body;
  other: Outcome;
  visitor: Outcome;
  /** Positive control, run as the owner on a fresh tenant: the request works ("ok": 2xx/3xx not
   * to /auth) and, for a page or API read, the answer shows the owner's data ("sees"). */
  owner?: "ok" | "sees";
};

export type RouteEntry = { pattern: string; cases: RouteCase[] };

type P = (ids: Ids) => string;
const at =
  (p: string): P =>
  () =>
    p;
const get = (path: P, other: Outcome, visitor: Outcome = "auth", owner?: RouteCase["owner"]) =>
  ({ method: "GET", path, other, visitor, owner }) satisfies RouteCase;
const post = (
  path: P,
  intent: string | undefined,
  fields: (ids: Ids) => Record<string, string>,
  other: Outcome,
  visitor: Outcome = "auth",
  owner?: RouteCase["owner"],
): RouteCase => ({
  method: "POST",
  path,
  intent,
  body: (ids) => (intent ? { intent, ...fields(ids) } : fields(ids)),
  other,
  visitor,
  owner,
});
const api = (
  method: Method,
  path: P,
  json: ((ids: Ids) => unknown) | undefined,
  other: Outcome,
  visitor: Outcome = "auth",
  owner?: RouteCase["owner"],
): RouteCase => ({
  method,
  path,
  body: json ? (ids) => ({ json: json(ids) }) : undefined,
  other,
  visitor,
  owner,
});
const none = () => ({});
/** A revoke's answer to "are you sure?". */
const confirmed = () => ({ confirmed: "yes" });

/** A page at /apps/:appId/<suffix>: its read (the owner sees the app) and one post per form
 * intent, all 404 for another tenant; the owner's post must change something, except for the
 * intents in `noControl` (a reset that has nothing to reset on a fresh tenant). One line per new
 * per-app page, e.g. `appPage("drafts", { save: () => ({ draftId: "x", text: "Mine" }) })`. */
function appPage(
  suffix: string,
  intents: Record<string, (ids: Ids) => Record<string, string>> = {},
  noControl: string[] = [],
): RouteEntry {
  const path = (i: Ids) => `/apps/${i.appId}/${suffix}`;
  return {
    pattern: `/apps/:appId/${suffix}`,
    cases: [
      get(path, "not-found", "auth", "sees"),
      ...Object.entries(intents).map(([intent, fields]) =>
        post(
          path,
          intent,
          fields,
          "not-found",
          "auth",
          noControl.includes(intent) ? undefined : "ok",
        ),
      ),
    ],
  };
}

/** An API at /api/apps/:appId/<suffix>: GET (the owner sees the app's data), the writes it takes
 * (method → JSON body; 404 for another tenant) and the methods it refuses with 405. One line per
 * new per-app endpoint, e.g. `"api.apps.$appId.listing.ts": appApi("listing", { PUT: () => ({}) })`. */
function appApi(
  suffix: string,
  writes: Partial<Record<Method, (ids: Ids) => unknown>> = {},
  refused: Method[] = [],
): RouteEntry {
  const path = (i: Ids) => `/api/apps/${i.appId}/${suffix}`;
  return {
    pattern: `/api/apps/:appId/${suffix}`,
    cases: [
      api("GET", path, undefined, "not-found", "auth", "sees"),
      ...Object.entries(writes).map(([method, json]) =>
        api(method as Method, path, json, "not-found", "auth", "ok"),
      ),
      ...refused.map((method) => api(method, path, () => ({}), "not-allowed", "not-allowed")),
    ],
  };
}
const WRONG_PASSWORD = "Wrong-password-123";

/** The intents the one-page profile took on POST /profile; its layout answers each with 307. */
export const PROFILE_OLD_INTENTS = [
  "change-email",
  "resend-confirmation",
  "cancel-email-change",
  "change-password",
  "delete-account",
  "end-session",
  "end-other-sessions",
  "two-factor-start",
  "two-factor-cancel",
  "two-factor-enable",
  "two-factor-disable",
  "recovery-codes-renew",
];

export const ROUTE_TABLE: Record<string, RouteEntry> = {
  "_app.apps.$appId.drafts/route.tsx": appPage(
    "drafts",
    {
      save: () => ({ draftId: "launch-email", text: "Mine" }),
      reset: () => ({ draftId: "launch-email" }),
    },
    ["reset"],
  ),
  "_app.apps.$appId.listing/route.tsx": appPage(
    "listing",
    {
      save: () => ({ appleName: "Injected" }),
      "add-language": () => ({ locale: "de-DE" }),
      "remove-language": () => ({ locale: "de-DE" }),
    },
    // A fresh app has no second language to remove.
    ["remove-language"],
  ),
  "_app.apps.$appId.listing_.import/route.tsx": {
    pattern: "/apps/:appId/listing/import",
    cases: [
      get((i) => `/apps/${i.appId}/listing/import`, "not-found", "auth", "sees"),
      // No zip and no kept upload: refused for the owner too, 404 for another company.
      post((i) => `/apps/${i.appId}/listing/import`, "preview", none, "not-found"),
      post(
        (i) => `/apps/${i.appId}/listing/import`,
        "confirm",
        () => ({ upload: "x" }),
        "not-found",
      ),
    ],
  },
  // No file to import and no import to undo on a fresh app: no positive control for the posts.
  "_app.apps.$appId.results/route.tsx": appPage(
    "results",
    { upload: none, undo: () => ({ importId: "x" }) },
    ["upload", "undo"],
  ),
  "apps.$appId.listing.fastlane[.]zip.ts": {
    pattern: "/apps/:appId/listing/fastlane.zip",
    cases: [get((i) => `/apps/${i.appId}/listing/fastlane.zip`, "not-found", "auth", "ok")],
  },
  "api.apps.$appId.imports.ts": {
    pattern: "/api/apps/:appId/imports",
    cases: [
      api("GET", (i) => `/api/apps/${i.appId}/imports`, undefined, "not-found", "auth", "ok"),
      api(
        "POST",
        (i) => `/api/apps/${i.appId}/imports`,
        () => ({}),
        "not-found",
      ),
    ],
  },
  "api.apps.$appId.imports.$importId.ts": {
    pattern: "/api/apps/:appId/imports/:importId",
    cases: [
      api("DELETE", (i) => `/api/apps/${i.appId}/imports/x`, undefined, "not-found"),
      api("GET", (i) => `/api/apps/${i.appId}/imports/x`, undefined, "not-allowed", "not-allowed"),
    ],
  },
  "api.apps.$appId.results.ts": {
    pattern: "/api/apps/:appId/results",
    cases: [
      api(
        "GET",
        (i) => `/api/apps/${i.appId}/results?metric=downloads`,
        undefined,
        "not-found",
        "auth",
        "ok",
      ),
    ],
  },
  "api.apps.$appId.reviews.ts": {
    pattern: "/api/apps/:appId/reviews",
    cases: [
      api("GET", (i) => `/api/apps/${i.appId}/reviews`, undefined, "not-found", "auth", "ok"),
    ],
  },
  "api.apps.$appId.listings.ts": {
    pattern: "/api/apps/:appId/listings",
    cases: [
      api("GET", (i) => `/api/apps/${i.appId}/listings`, undefined, "not-found", "auth", "ok"),
    ],
  },
  "api.apps.$appId.listings.$locale.ts": {
    pattern: "/api/apps/:appId/listings/:locale",
    cases: [
      api(
        "PUT",
        (i) => `/api/apps/${i.appId}/listings/de-DE`,
        () => ({ fields: { appleName: "Injected" } }),
        "not-found",
      ),
      api("DELETE", (i) => `/api/apps/${i.appId}/listings/de-DE`, undefined, "not-found"),
      api(
        "GET",
        (i) => `/api/apps/${i.appId}/listings/de-DE`,
        undefined,
        "not-allowed",
        "not-allowed",
      ),
    ],
  },
  "api.apps.$appId.listings.import.ts": {
    pattern: "/api/apps/:appId/listings/import",
    cases: [
      api(
        "POST",
        (i) => `/api/apps/${i.appId}/listings/import`,
        () => ({}),
        "not-found",
      ),
      api(
        "GET",
        (i) => `/api/apps/${i.appId}/listings/import`,
        undefined,
        "not-allowed",
        "not-allowed",
      ),
    ],
  },
  "api.apps.$appId.drafts.ts": appApi(
    "drafts",
    { PUT: () => ({ draftId: "launch-email", text: "Mine" }) },
    ["POST"],
  ),
  "api.apps.$appId.tasks.ts": appApi("tasks", {
    POST: () => ({ title: "Injected", dueAt: "2030-05-01T09:00:00Z" }),
  }),
  "api.apps.$appId.tasks.$taskId.ts": {
    pattern: "/api/apps/:appId/tasks/:taskId",
    cases: [
      api(
        "GET",
        (i) => `/api/apps/${i.appId}/tasks/${i.taskId}`,
        undefined,
        "not-found",
        "auth",
        "sees",
      ),
      api(
        "PATCH",
        (i) => `/api/apps/${i.appId}/tasks/${i.taskId}`,
        (i) => ({ title: "Renamed", done: true, assigneeId: i.userId }),
        "not-found",
        "auth",
        "ok",
      ),
      api(
        "DELETE",
        (i) => `/api/apps/${i.appId}/tasks/${i.taskId}`,
        undefined,
        "not-found",
        "auth",
        "ok",
      ),
      api(
        "POST",
        (i) => `/api/apps/${i.appId}/tasks/${i.taskId}`,
        () => ({}),
        "not-allowed",
        "not-allowed",
      ),
    ],
  },
  "api.apps.$appId.listing.ts": appApi("listing", { PUT: () => ({ appleName: "Injected" }) }),
  "$/route.tsx": {
    pattern: "/*",
    cases: [
      get((i) => `/no-such-page/${i.appId}`, "not-found", "not-found"),
      post((i) => `/no-such-page/${i.appId}`, undefined, none, "not-found", "not-found"),
    ],
  },
  "_app/route.tsx": { pattern: "", cases: [get(at("/notifications"), "any", "auth", "sees")] },
  "_app.admin/route.tsx": {
    pattern: "/admin",
    cases: [
      get(at("/admin"), "admin-only"),
      post(
        at("/admin"),
        "create-announcement",
        () => ({ title: "Hi", message: "Hello all" }),
        "admin-only",
      ),
      post(at("/admin"), "deactivate-announcement", () => ({ announcementId: "x" }), "admin-only"),
      post(at("/admin"), "suspend", (i) => ({ tenantId: i.tenantId }), "admin-only"),
      post(at("/admin"), "reactivate", (i) => ({ tenantId: i.tenantId }), "admin-only"),
    ],
  },
  "_app.admin_.messages/route.tsx": {
    pattern: "/admin/messages",
    cases: [
      get(at("/admin/messages"), "admin-only"),
      post(at("/admin/messages"), "mark-read", (i) => ({ messageId: i.messageId }), "admin-only"),
      post(at("/admin/messages"), "mark-unread", (i) => ({ messageId: i.messageId }), "admin-only"),
    ],
  },
  "_app.admin_.outbox/route.tsx": {
    pattern: "/admin/outbox",
    cases: [
      get(at("/admin/outbox"), "admin-only"),
      post(at("/admin/outbox"), "retry", () => ({ messageId: "x" }), "admin-only"),
    ],
  },
  "_app.admin_.tenants.$tenantId/route.tsx": {
    pattern: "/admin/tenants/:tenantId",
    cases: [
      get((i) => `/admin/tenants/${i.tenantId}`, "admin-only"),
      post(
        (i) => `/admin/tenants/${i.tenantId}`,
        "update-tenant",
        () => ({ companyName: "Taken over", status: "active", renewalDate: "" }),
        "admin-only",
      ),
      post((i) => `/admin/tenants/${i.tenantId}`, "suspend", none, "admin-only"),
      post((i) => `/admin/tenants/${i.tenantId}`, "reactivate", none, "admin-only"),
      post(
        (i) => `/admin/tenants/${i.tenantId}`,
        "reset-two-factor",
        (i) => ({ userId: i.userId }),
        "admin-only",
      ),
    ],
  },
  "_app.analytics/route.tsx": {
    pattern: "/analytics",
    cases: [
      get((i) => `/analytics?app=${i.appId}`, "not-found", "auth", "sees"),
      post(
        at("/analytics"),
        "add-kpi",
        (i) => ({ appId: i.appId, metric: "visits", weekOf: "2026-01-05", value: "5" }),
        "not-found",
        "auth",
        "ok",
      ),
      post(
        at("/analytics"),
        "update-kpi",
        (i) => ({ entryId: i.kpiId, value: "7" }),
        "not-found",
        "auth",
        "ok",
      ),
      post(
        at("/analytics"),
        "delete-kpi",
        (i) => ({ entryId: i.kpiId }),
        "not-found",
        "auth",
        "ok",
      ),
    ],
  },
  "_app.app-category.$appId/route.tsx": {
    pattern: "/app-category/:appId",
    cases: [
      get((i) => `/app-category/${i.appId}`, "not-found", "auth", "sees"),
      post(
        (i) => `/app-category/${i.appId}`,
        "choose-category",
        () => ({ category: "music" }),
        "not-found",
        "auth",
        "ok",
      ),
    ],
  },
  "_app.apps.$appId.share/route.tsx": appPage("share", {
    "create-share": () => ({ label: "Injected", expiresAt: "" }),
    "revoke-share": (i) => ({ shareId: i.shareId, confirmed: "yes" }),
  }),
  "_app.apps.$appId.calendar/route.tsx": {
    pattern: "/apps/:appId/calendar",
    cases: [get((i) => `/apps/${i.appId}/calendar`, "not-found", "auth", "ok")],
  },
  "_app.apps.$appId.checklist/route.tsx": {
    pattern: "/apps/:appId/checklist",
    cases: [
      get((i) => `/apps/${i.appId}/checklist`, "not-found", "auth", "sees"),
      ...(
        [
          ["set-launch-date", () => ({ launchDate: "2030-07-01" })],
          ["complete-task", (i: Ids) => ({ taskId: i.taskId })],
          ["reopen-task", (i: Ids) => ({ taskId: i.doneTaskId })],
          ["add-task", () => ({ title: "Injected", dueDate: "2030-05-01", dueTime: "09:00" })],
          [
            "edit-task",
            (i: Ids) => ({
              taskId: i.taskId,
              title: "Renamed",
              dueDate: "2030-05-01",
              dueTime: "09:00",
            }),
          ],
          ["delete-task", (i: Ids) => ({ taskId: i.taskId })],
          ["assign-task", (i: Ids) => ({ taskId: i.taskId, assigneeId: i.userId })],
        ] as const
      ).map(([intent, fields]) =>
        post((i) => `/apps/${i.appId}/checklist`, intent, fields, "not-found", "auth", "ok"),
      ),
      // The second choice after a change made on another device writes nothing (no owner
      // control: its answer is a redirect with a toast, the data unchanged).
      post(
        (i) => `/apps/${i.appId}/checklist`,
        "keep-theirs",
        (i) => ({ taskId: i.taskId }),
        "not-found",
        "auth",
      ),
    ],
  },
  "_app.billing/route.tsx": {
    pattern: "/billing",
    cases: [
      get(at("/billing"), "any", "auth", "sees"),
      post(at("/billing"), "upgrade", none, "off"),
    ],
  },
  "_app.calendar/route.tsx": {
    pattern: "/calendar",
    cases: [
      get((i) => `/calendar?app=${i.appId}`, "any", "auth"),
      post(at("/calendar"), "create-feed", none, "any"),
      post(at("/calendar"), "regenerate-feed", none, "any"),
      post(at("/calendar"), "revoke-feed", confirmed, "any"),
      post(at("/calendar"), "create-my-feed", none, "any", "auth", "ok"),
      post(at("/calendar"), "regenerate-my-feed", none, "any", "auth", "ok"),
      post(at("/calendar"), "revoke-my-feed", confirmed, "any"),
    ],
  },
  "_app.dashboard/route.tsx": {
    pattern: "/dashboard",
    cases: [
      get((i) => `/dashboard?edit=${i.appId}`, "not-found", "auth", "sees"),
      get((i) => `/dashboard?delete=${i.appId}`, "not-found", "auth", "sees"),
      post(at("/dashboard"), "create", () => ({ name: "New app" }), "any", "auth", "ok"),
      post(
        at("/dashboard"),
        "update",
        (i) => ({ appId: i.appId, name: "Renamed" }),
        "not-found",
        "auth",
        "ok",
      ),
      post(at("/dashboard"), "delete", (i) => ({ appId: i.appId }), "not-found", "auth", "ok"),
    ],
  },
  "_app.help/route.tsx": {
    pattern: "/help",
    cases: [
      get(at("/help"), "any"),
      post(
        at("/help"),
        "send-support-message",
        () => ({ subject: "Help", message: "Please help me with this." }),
        "any",
        "auth",
        "ok",
      ),
    ],
  },
  "_app.notifications/route.tsx": {
    pattern: "/notifications",
    cases: [get(at("/notifications"), "any")],
  },
  "_app.preferences/route.tsx": {
    pattern: "/preferences",
    cases: [
      get(at("/preferences"), "any"),
      post(
        at("/preferences"),
        "save-preferences",
        () => ({
          timeZone: "UTC",
          weekStart: "1",
          defaultPage: "/dashboard",
          weeklyDigest: "on",
          reminderHour: "7",
          reminderDaysBefore: "2",
        }),
        "any",
        "auth",
        "ok",
      ),
      post(
        at("/preferences"),
        "use-browser-time-zone",
        () => ({ timeZone: "Asia/Kolkata" }),
        "any",
        "auth",
        "ok",
      ),
    ],
  },
  // Profile Settings: the layout answers the one-page profile's old posts with 307 to the room
  // that owns each intent now (the room's own entry below covers the change).
  "_app.profile/route.tsx": {
    pattern: "/profile",
    cases: [
      get(at("/profile"), "any", "auth", "sees"),
      ...PROFILE_OLD_INTENTS.map((intent) => post(at("/profile"), intent, none, "any")),
    ],
  },
  "_app.profile._index/route.tsx": {
    pattern: "/profile",
    cases: [get(at("/profile"), "any", "auth", "sees")],
  },
  "_app.profile.email/route.tsx": {
    pattern: "/profile/email",
    cases: [
      get(at("/profile/email"), "any", "auth", "sees"),
      post(
        at("/profile/email"),
        "change-email",
        (i) => ({ email: `x-${i.userId}@example.com`, currentPassword: WRONG_PASSWORD }),
        "any",
      ),
      post(at("/profile/email"), "resend-confirmation", none, "any"),
      post(at("/profile/email"), "cancel-email-change", none, "any"),
    ],
  },
  "_app.profile.password/route.tsx": {
    pattern: "/profile/password",
    cases: [
      get(at("/profile/password"), "any"),
      post(
        at("/profile/password"),
        "change-password",
        () => ({
          currentPassword: WRONG_PASSWORD,
          newPassword: "Another-pass-456",
          confirmPassword: "Another-pass-456",
        }),
        "any",
      ),
    ],
  },
  // Sessions and two-step sign-in: only ever the caller's own; a foreign id is not found.
  "_app.profile.sessions/route.tsx": {
    pattern: "/profile/sessions",
    cases: [
      get(at("/profile/sessions"), "any"),
      post(at("/profile/sessions"), "end-session", (i) => ({ sessionId: i.userId }), "not-found"),
      post(at("/profile/sessions"), "end-other-sessions", none, "any"),
    ],
  },
  "_app.profile.passkeys/route.tsx": {
    pattern: "/profile/passkeys",
    cases: [
      get(at("/profile/passkeys"), "any"),
      post(at("/profile/passkeys"), "passkey-options", () => ({ name: "Phone" }), "any"),
      post(
        at("/profile/passkeys"),
        "passkey-add",
        () => ({ name: "Phone", response: "{}" }),
        "any",
      ),
      post(
        at("/profile/passkeys"),
        "passkey-rename",
        (i) => ({ passkeyId: `passkey-${i.userId}`, name: "Mine" }),
        "not-found",
      ),
      post(
        at("/profile/passkeys"),
        "passkey-delete",
        (i) => ({ passkeyId: `passkey-${i.userId}` }),
        "not-found",
      ),
    ],
  },
  "_app.profile.two-step/route.tsx": {
    pattern: "/profile/two-step",
    cases: [
      get(at("/profile/two-step"), "any"),
      post(at("/profile/two-step"), "two-factor-start", none, "any"),
      post(at("/profile/two-step"), "two-factor-cancel", none, "any"),
      post(at("/profile/two-step"), "two-factor-enable", () => ({ code: "000000" }), "any"),
      post(at("/profile/two-step"), "two-factor-disable", () => ({ code: "000000" }), "any"),
      post(at("/profile/two-step"), "recovery-codes-renew", none, "any"),
    ],
  },
  "_app.profile.delete/route.tsx": {
    pattern: "/profile/delete",
    cases: [
      get(at("/profile/delete"), "any", "auth", "sees"),
      post(
        at("/profile/delete"),
        "delete-account",
        () => ({ currentPassword: WRONG_PASSWORD, confirm: "DELETE" }),
        "any",
      ),
    ],
  },
  "_app.reports/route.tsx": {
    pattern: "/reports",
    cases: [get((i) => `/reports?app=${i.appId}`, "not-found", "auth", "sees")],
  },
  "_app.simple-wizard.$appId/route.tsx": {
    pattern: "/simple-wizard/:appId",
    cases: [
      get((i) => `/simple-wizard/${i.appId}?step=0`, "not-found", "auth", "sees"),
      ...["previous", "save", "next", "finish"].map((intent) =>
        post(
          (i) => `/simple-wizard/${i.appId}?step=1`,
          intent,
          () => ({ step: "1" }),
          "not-found",
          "auth",
          "ok",
        ),
      ),
    ],
  },
  "_app.simple-wizard._index/route.tsx": {
    pattern: "/simple-wizard",
    cases: [get(at("/simple-wizard"), "any")],
  },
  "_app.team/route.tsx": {
    pattern: "/team",
    cases: [
      get(at("/team"), "any", "auth", "sees"),
      post(
        at("/team"),
        "rename-company",
        () => ({ companyName: "Renamed here" }),
        "any",
        "auth",
        "ok",
      ),
      post(
        at("/team"),
        "invite",
        () => ({ email: "invited-here@example.com", role: "member" }),
        "any",
        "auth",
        "ok",
      ),
      post(
        at("/team"),
        "cancel-invitation",
        (i) => ({ targetId: i.invitationId }),
        "not-found",
        "auth",
        "ok",
      ),
      post(
        at("/team"),
        "change-role",
        (i) => ({ targetId: i.memberId, role: "owner" }),
        "not-found",
        "auth",
        "ok",
      ),
      post(
        at("/team"),
        "remove-member",
        (i) => ({ targetId: i.memberId }),
        "not-found",
        "auth",
        "ok",
      ),
    ],
  },
  "_app.wizard.$appId/route.tsx": {
    pattern: "/wizard/:appId",
    cases: [
      get((i) => `/wizard/${i.appId}?step=foundation`, "not-found", "auth", "sees"),
      ...["draft", "complete", "keep-theirs"].map((intent) =>
        post(
          (i) => `/wizard/${i.appId}?step=foundation`,
          intent,
          () => ({ step: "foundation" }),
          "not-found",
        ),
      ),
    ],
  },
  "_app.wizard._index/route.tsx": { pattern: "/wizard", cases: [get(at("/wizard"), "any")] },
  "_index/route.tsx": { pattern: "/", cases: [get(at("/"), "any", "any")] },
  "admin.tenants[.]csv.ts": {
    pattern: "/admin/tenants.csv",
    cases: [get(at("/admin/tenants.csv"), "admin-only")],
  },
  "api.admin.announcements.ts": {
    pattern: "/api/admin/announcements",
    cases: [
      api("GET", at("/api/admin/announcements"), undefined, "admin-only"),
      api(
        "POST",
        at("/api/admin/announcements"),
        () => ({ title: "Hi", message: "Hello" }),
        "admin-only",
      ),
    ],
  },
  "api.admin.stats.ts": {
    pattern: "/api/admin/stats",
    cases: [
      api("GET", at("/api/admin/stats"), undefined, "admin-only"),
      api("POST", at("/api/admin/stats"), () => ({}), "not-allowed", "not-allowed"),
    ],
  },
  "api.admin.tenants.ts": {
    pattern: "/api/admin/tenants",
    cases: [
      api("GET", at("/api/admin/tenants"), undefined, "admin-only"),
      api("POST", at("/api/admin/tenants"), () => ({}), "not-allowed", "not-allowed"),
    ],
  },
  "api.announcements.ts": {
    pattern: "/api/announcements",
    cases: [
      api("GET", at("/api/announcements"), undefined, "any"),
      api("POST", at("/api/announcements"), () => ({}), "not-allowed", "not-allowed"),
    ],
  },
  "api.apps.$appId.modules.$stepName.ts": {
    pattern: "/api/apps/:appId/modules/:stepName",
    cases: [
      api(
        "GET",
        (i) => `/api/apps/${i.appId}/modules/foundation`,
        undefined,
        "not-found",
        "auth",
        "sees",
      ),
      api(
        "POST",
        (i) => `/api/apps/${i.appId}/modules/foundation`,
        () => ({}),
        "not-allowed",
        "not-allowed",
      ),
    ],
  },
  "api.apps.$appId.modules.ts": {
    pattern: "/api/apps/:appId/modules",
    cases: [
      api("GET", (i) => `/api/apps/${i.appId}/modules`, undefined, "not-found", "auth", "sees"),
      api(
        "POST",
        (i) => `/api/apps/${i.appId}/modules`,
        () => ({}),
        "not-allowed",
        "not-allowed",
      ),
    ],
  },
  "api.apps.$appId.shares.$shareId.ts": {
    pattern: "/api/apps/:appId/shares/:shareId",
    cases: [
      api(
        "GET",
        (i) => `/api/apps/${i.appId}/shares/${i.shareId}`,
        undefined,
        "not-allowed",
        "not-allowed",
      ),
      api(
        "DELETE",
        (i) => `/api/apps/${i.appId}/shares/${i.shareId}`,
        undefined,
        "not-found",
        "auth",
        "ok",
      ),
    ],
  },
  "api.apps.$appId.shares.ts": appApi("shares", { POST: () => ({ label: "Injected" }) }),
  "api.apps.$appId.ts": {
    pattern: "/api/apps/:appId",
    cases: [
      api("GET", (i) => `/api/apps/${i.appId}`, undefined, "not-found", "auth", "sees"),
      api(
        "PUT",
        (i) => `/api/apps/${i.appId}`,
        () => ({ name: "Renamed" }),
        "not-found",
        "auth",
        "ok",
      ),
      api("DELETE", (i) => `/api/apps/${i.appId}`, undefined, "not-found", "auth", "ok"),
      api(
        "POST",
        (i) => `/api/apps/${i.appId}`,
        () => ({}),
        "not-allowed",
        "not-allowed",
      ),
    ],
  },
  "api.apps.ts": {
    pattern: "/api/apps",
    cases: [
      api("GET", at("/api/apps"), undefined, "any", "auth", "sees"),
      api("POST", at("/api/apps"), () => ({ name: "New app" }), "any", "auth", "ok"),
    ],
  },
  "api.invitations.$token.accept.ts": {
    pattern: "/api/invitations/:token/accept",
    // The invitation token is a capability (whoever holds it may accept); the tenant's id is not.
    // A signed-in caller is refused (409: a person belongs to one company).
    cases: [
      api(
        "GET",
        (i) => `/api/invitations/${i.tenantId}/accept`,
        undefined,
        "not-allowed",
        "not-allowed",
      ),
      api(
        "POST",
        (i) => `/api/invitations/${i.tenantId}/accept`,
        () => ({ password: "Invited-pass-123" }),
        "any",
        "not-found",
      ),
    ],
  },
  "api.login.ts": {
    pattern: "/api/login",
    cases: [
      api("GET", at("/api/login"), undefined, "not-allowed", "not-allowed"),
      api(
        "POST",
        at("/api/login"),
        (i) => ({ email: `owner-${i.tenantId}@example.com`, password: WRONG_PASSWORD }),
        "any",
        "any",
      ),
    ],
  },
  "api.passkeys.authentication-options.ts": {
    pattern: "/api/passkeys/authentication-options",
    cases: [
      api(
        "GET",
        at("/api/passkeys/authentication-options"),
        undefined,
        "not-allowed",
        "not-allowed",
      ),
      api("POST", at("/api/passkeys/authentication-options"), undefined, "any", "any"),
    ],
  },
  "api.passkeys.authentication.ts": {
    pattern: "/api/passkeys/authentication",
    cases: [
      api("GET", at("/api/passkeys/authentication"), undefined, "not-allowed", "not-allowed"),
      api("POST", at("/api/passkeys/authentication"), () => ({ response: {} }), "any", "any"),
    ],
  },
  "api.logout.ts": {
    pattern: "/api/logout",
    cases: [
      api("GET", at("/api/logout"), undefined, "not-allowed", "not-allowed"),
      api("POST", at("/api/logout"), undefined, "any", "any"),
    ],
  },
  "api.modules.$moduleId.ts": {
    pattern: "/api/modules/:moduleId",
    cases: [
      api("GET", (i) => `/api/modules/${i.moduleId}`, undefined, "not-found", "auth", "sees"),
      api(
        "PUT",
        (i) => `/api/modules/${i.moduleId}`,
        () => ({ status: "in_progress", data: {} }),
        "not-found",
        "auth",
        "ok",
      ),
      api(
        "POST",
        (i) => `/api/modules/${i.moduleId}`,
        () => ({}),
        "not-allowed",
        "not-allowed",
      ),
    ],
  },
  "api.register.ts": {
    pattern: "/api/register",
    cases: [
      api("GET", at("/api/register"), undefined, "not-allowed", "not-allowed"),
      api(
        "POST",
        at("/api/register"),
        (i) => ({
          email: `new-${i.taskId}@example.com`,
          password: "Register-pass-789",
          companyName: "New Co",
        }),
        "any",
        "any",
      ),
    ],
  },
  "api.stripe-webhook.ts": {
    pattern: "/api/stripe-webhook",
    cases: [
      api("GET", at("/api/stripe-webhook"), undefined, "not-allowed", "not-allowed"),
      api(
        "POST",
        at("/api/stripe-webhook"),
        (i) => ({ type: "invoice.paid", tenantId: i.tenantId }),
        "off",
        "off",
      ),
    ],
  },
  "api.team.invitations.$invitationId.ts": {
    pattern: "/api/team/invitations/:invitationId",
    cases: [
      api(
        "GET",
        (i) => `/api/team/invitations/${i.invitationId}`,
        undefined,
        "not-allowed",
        "not-allowed",
      ),
      api(
        "DELETE",
        (i) => `/api/team/invitations/${i.invitationId}`,
        undefined,
        "not-found",
        "auth",
        "ok",
      ),
    ],
  },
  "api.team.invitations.ts": {
    pattern: "/api/team/invitations",
    cases: [
      api("GET", at("/api/team/invitations"), undefined, "not-allowed", "not-allowed"),
      api(
        "POST",
        at("/api/team/invitations"),
        () => ({ email: "invited-api@example.com", role: "member" }),
        "any",
        "auth",
        "ok",
      ),
    ],
  },
  "api.team.members.$userId.ts": {
    pattern: "/api/team/members/:userId",
    cases: [
      api("GET", (i) => `/api/team/members/${i.memberId}`, undefined, "not-allowed", "not-allowed"),
      api(
        "PATCH",
        (i) => `/api/team/members/${i.memberId}`,
        () => ({ role: "owner" }),
        "not-found",
        "auth",
        "ok",
      ),
      api("DELETE", (i) => `/api/team/members/${i.memberId}`, undefined, "not-found", "auth", "ok"),
    ],
  },
  "api.team.ts": {
    pattern: "/api/team",
    cases: [
      api("GET", at("/api/team"), undefined, "any", "auth", "sees"),
      api("PATCH", at("/api/team"), () => ({ companyName: "Renamed by API" }), "any", "auth", "ok"),
      api("POST", at("/api/team"), () => ({}), "not-allowed", "not-allowed"),
    ],
  },
  "api.sessions.ts": {
    pattern: "/api/sessions",
    cases: [
      api("GET", at("/api/sessions"), undefined, "any", "auth"),
      api("DELETE", at("/api/sessions"), undefined, "any", "auth"),
      api("POST", at("/api/sessions"), () => ({}), "not-allowed", "not-allowed"),
    ],
  },
  "api.sessions.$sessionId.ts": {
    pattern: "/api/sessions/:sessionId",
    cases: [
      api("GET", (i) => `/api/sessions/${i.userId}`, undefined, "not-allowed", "not-allowed"),
      api("DELETE", (i) => `/api/sessions/${i.userId}`, undefined, "not-found", "auth"),
    ],
  },
  "api.user.two-factor.ts": {
    pattern: "/api/user/two-factor",
    cases: [
      api("GET", at("/api/user/two-factor"), undefined, "not-allowed", "not-allowed"),
      api("POST", at("/api/user/two-factor"), () => ({ password: WRONG_PASSWORD }), "any", "auth"),
      api(
        "DELETE",
        at("/api/user/two-factor"),
        () => ({ password: WRONG_PASSWORD, code: "000000" }),
        "any",
        "auth",
      ),
    ],
  },
  "api.user.passkeys.ts": {
    pattern: "/api/user/passkeys",
    cases: [
      api("GET", at("/api/user/passkeys"), undefined, "any"),
      api("POST", at("/api/user/passkeys"), () => ({ name: "Phone", response: {} }), "any"),
      api("PUT", at("/api/user/passkeys"), () => ({}), "not-allowed", "not-allowed"),
    ],
  },
  "api.user.passkeys.registration-options.ts": {
    pattern: "/api/user/passkeys/registration-options",
    cases: [
      api(
        "GET",
        at("/api/user/passkeys/registration-options"),
        undefined,
        "not-allowed",
        "not-allowed",
      ),
      api(
        "POST",
        at("/api/user/passkeys/registration-options"),
        () => ({ password: WRONG_PASSWORD }),
        "any",
      ),
    ],
  },
  "api.user.passkeys.$id.ts": {
    pattern: "/api/user/passkeys/:id",
    cases: [
      api(
        "GET",
        (i) => `/api/user/passkeys/passkey-${i.userId}`,
        undefined,
        "not-allowed",
        "not-allowed",
      ),
      api(
        "PATCH",
        (i) => `/api/user/passkeys/passkey-${i.userId}`,
        () => ({ name: "Mine" }),
        "not-found",
      ),
      api("DELETE", (i) => `/api/user/passkeys/passkey-${i.userId}`, undefined, "not-found"),
    ],
  },
  "api.user.two-factor.recovery-codes.ts": {
    pattern: "/api/user/two-factor/recovery-codes",
    cases: [
      api(
        "GET",
        at("/api/user/two-factor/recovery-codes"),
        undefined,
        "not-allowed",
        "not-allowed",
      ),
      api(
        "POST",
        at("/api/user/two-factor/recovery-codes"),
        () => ({ password: WRONG_PASSWORD }),
        "any",
        "auth",
      ),
    ],
  },
  "api.user.password.ts": {
    pattern: "/api/user/password",
    cases: [
      api("GET", at("/api/user/password"), undefined, "not-allowed", "not-allowed"),
      api(
        "PUT",
        at("/api/user/password"),
        () => ({ currentPassword: WRONG_PASSWORD, newPassword: "Another-pass-456" }),
        "any",
        "auth",
      ),
    ],
  },
  "api.user.two-factor.enable.ts": {
    pattern: "/api/user/two-factor/enable",
    cases: [
      api("GET", at("/api/user/two-factor/enable"), undefined, "not-allowed", "not-allowed"),
      api(
        "POST",
        at("/api/user/two-factor/enable"),
        () => ({ code: "000000", password: WRONG_PASSWORD }),
        "any",
        "auth",
      ),
    ],
  },
  "api.user.confirm.options.ts": {
    pattern: "/api/user/confirm/options",
    cases: [
      api("GET", at("/api/user/confirm/options"), undefined, "not-allowed", "not-allowed"),
      api("POST", at("/api/user/confirm/options"), undefined, "any", "auth"),
    ],
  },
  "api.password.forgot.ts": {
    pattern: "/api/password/forgot",
    cases: [
      api("GET", at("/api/password/forgot"), undefined, "not-allowed", "not-allowed"),
      api(
        "POST",
        at("/api/password/forgot"),
        (i) => ({ email: `owner-${i.tenantId}@example.com` }),
        "any",
        "any",
      ),
    ],
  },
  "api.password.reset.ts": {
    pattern: "/api/password/reset",
    cases: [
      api("GET", at("/api/password/reset"), undefined, "not-allowed", "not-allowed"),
      api(
        "POST",
        at("/api/password/reset"),
        (i) => ({ token: i.tenantId, password: "Reset-pass-123" }),
        "any",
        "any",
      ),
    ],
  },
  "api.user.email.ts": {
    pattern: "/api/user/email",
    cases: [
      api("GET", at("/api/user/email"), undefined, "not-allowed", "not-allowed"),
      api(
        "POST",
        at("/api/user/email"),
        (i) => ({ email: `x-${i.userId}@example.com`, password: WRONG_PASSWORD }),
        "any",
      ),
      // Cancelling when no change waits is a no-op for the owner: nothing to compare.
      api("DELETE", at("/api/user/email"), undefined, "any", "auth"),
    ],
  },
  "api.user.email.confirm.ts": {
    pattern: "/api/user/email/confirm",
    cases: [
      api("GET", at("/api/user/email/confirm"), undefined, "not-allowed", "not-allowed"),
      api("POST", at("/api/user/email/confirm"), (i) => ({ token: i.tenantId }), "any", "any"),
    ],
  },
  "api.user.email.resend.ts": {
    pattern: "/api/user/email/resend",
    cases: [
      api("GET", at("/api/user/email/resend"), undefined, "not-allowed", "not-allowed"),
      api("POST", at("/api/user/email/resend"), () => ({}), "any"),
    ],
  },
  "api.user.preferences.ts": {
    pattern: "/api/user/preferences",
    cases: [
      api("GET", at("/api/user/preferences"), undefined, "any", "auth"),
      api(
        "PUT",
        at("/api/user/preferences"),
        () => ({ email: { weeklyDigest: true, reminderHour: 7 } }),
        "any",
        "auth",
        "ok",
      ),
      api("POST", at("/api/user/preferences"), () => ({}), "not-allowed", "not-allowed"),
    ],
  },
  "api.user.ts": {
    pattern: "/api/user",
    cases: [
      api("GET", at("/api/user"), undefined, "any", "auth", "sees"),
      api("POST", at("/api/user"), () => ({}), "not-allowed", "not-allowed"),
    ],
  },
  "apps.$appId.export[.]csv.ts": {
    pattern: "/apps/:appId/export.csv",
    cases: [get((i) => `/apps/${i.appId}/export.csv`, "not-found", "auth", "sees")],
  },
  "apps.$appId.export[.]pdf.ts": {
    pattern: "/apps/:appId/export.pdf",
    cases: [get((i) => `/apps/${i.appId}/export.pdf`, "not-found", "auth", "ok")],
  },
  "auth_.two-step/route.tsx": {
    pattern: "/auth/two-step",
    // Without the signed pending-login cookie there is nothing to finish: back to /auth.
    cases: [
      get(at("/auth/two-step"), "any", "any"),
      post(at("/auth/two-step"), "two-step", () => ({ code: "000000" }), "any", "any"),
    ],
  },
  "auth/route.tsx": {
    pattern: "/auth",
    cases: [
      get(at("/auth"), "any", "any"),
      post(
        at("/auth"),
        "login",
        (i) => ({ email: `owner-${i.tenantId}@example.com`, password: WRONG_PASSWORD }),
        "any",
        "any",
      ),
      post(
        at("/auth?intent=login"),
        "login",
        (i) => ({ email: `owner-${i.tenantId}@example.com`, password: WRONG_PASSWORD }),
        "any",
        "any",
      ),
      post(at("/auth"), "passkey", () => ({ response: "{}" }), "any", "any"),
      post(
        at("/auth"),
        "register",
        (i) => ({
          email: `new-${i.kpiId}@example.com`,
          password: "Register-pass-789",
          companyName: "New Co",
        }),
        "any",
        "any",
      ),
      post(at("/auth"), "demo", none, "any", "any"),
    ],
  },
  "calendar.feed.$token[.]ics.ts": {
    pattern: "/calendar/feed/:token.ics",
    // The feed token is a capability (whoever holds it reads the feed); the tenant's id is not.
    cases: [get((i) => `/calendar/feed/${i.tenantId}.ics`, "not-found", "not-found")],
  },
  "calendar[.]ics.ts": {
    pattern: "/calendar.ics",
    cases: [get((i) => `/calendar.ics?appId=${i.appId}`, "not-found", "auth", "ok")],
  },
  "healthz.ts": { pattern: "/healthz", cases: [get(at("/healthz"), "any", "any")] },
  "forgot-password/route.tsx": {
    pattern: "/forgot-password",
    cases: [
      get(at("/forgot-password"), "any", "any"),
      post(
        at("/forgot-password"),
        "forgot-password",
        (i) => ({ email: `owner-${i.tenantId}@example.com` }),
        "any",
        "any",
      ),
    ],
  },
  // Emailed links: a token that is not a link's shows nothing and changes nothing (410).
  "reset-password.$token/route.tsx": {
    pattern: "/reset-password/:token",
    cases: [
      get((i) => `/reset-password/${i.tenantId}`, "any", "any"),
      post(
        (i) => `/reset-password/${i.tenantId}`,
        "reset-password",
        () => ({ password: "Reset-pass-123" }),
        "any",
        "any",
      ),
    ],
  },
  "confirm-email.$token/route.tsx": {
    pattern: "/confirm-email/:token",
    cases: [
      get((i) => `/confirm-email/${i.tenantId}`, "any", "any"),
      post((i) => `/confirm-email/${i.tenantId}`, "confirm-email", none, "any", "any"),
    ],
  },
  "invite.$token/route.tsx": {
    pattern: "/invite/:token",
    // As the accept API: a token that is not an invitation's shows nothing.
    cases: [
      get((i) => `/invite/${i.tenantId}`, "not-found", "not-found"),
      post(
        (i) => `/invite/${i.tenantId}`,
        "accept-invitation",
        () => ({ password: "Invited-pass-123" }),
        "any",
        "not-found",
      ),
    ],
  },
  "lite-mode.tsx": {
    pattern: "/lite-mode",
    cases: [
      get(at("/lite-mode"), "any", "any"),
      post(at("/lite-mode"), "lite-on", none, "any", "any"),
      post(at("/lite-mode"), "lite-off", none, "any", "any"),
    ],
  },
  "logout.tsx": {
    pattern: "/logout",
    cases: [get(at("/logout"), "any", "any"), post(at("/logout"), "logout", none, "any", "any")],
  },
  "privacy/route.tsx": { pattern: "/privacy", cases: [get(at("/privacy"), "any", "any")] },
  "share.$token/route.tsx": {
    pattern: "/share/:token",
    // The share token is a capability (whoever holds the link reads the plan); an id is not.
    cases: [get((i) => `/share/${i.shareId}`, "not-found", "not-found")],
  },
  "terms/route.tsx": { pattern: "/terms", cases: [get(at("/terms"), "any", "any")] },
  "unsubscribe.$token/route.tsx": {
    pattern: "/unsubscribe/:token",
    // The signed token is a capability (whoever holds the link sets that person's emails); an id
    // is not one: the page, its form and the one-click post all answer 404 and change nothing.
    cases: [
      get((i) => `/unsubscribe/${i.userId}`, "not-found", "not-found"),
      post((i) => `/unsubscribe/${i.userId}`, "save-email-kinds", none, "not-found", "not-found"),
      post(
        (i) => `/unsubscribe/${i.userId}`,
        undefined,
        () => ({ "List-Unsubscribe": "One-Click" }),
        "not-found",
        "not-found",
      ),
    ],
  },
};

// ---- What the route files themselves say ----

/** Every route module: files, and folder routes' route.tsx ("_app.profile.email/route.tsx"). */
export function routeFiles(): string[] {
  return routeModuleFiles();
}

export function routeSource(file: string): string {
  return fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");
}

/** The URL pattern of a flat-routes module's name ("" for a pathless layout). */
export function routePattern(file: string): string {
  const name = routeName(file);
  const segments = name.match(/(?:\[[^\]]*\]|[^.])+/g) ?? [];
  const parts: string[] = [];
  for (const raw of segments) {
    if (raw === "_index") continue;
    if (raw.startsWith("_")) continue;
    const segment = raw.replace(/_$/, "");
    const literal = segment.replace(/\[([^\]]*)\]/g, "$1");
    if (literal === "$") parts.push("*");
    else parts.push(literal.replace(/^\$([A-Za-z0-9_]+)/, ":$1"));
  }
  // A pathless layout ("_app") has no URL of its own; "_index" is "/".
  if (parts.length === 0) return name.startsWith("_") && name !== "_index" ? "" : "/";
  return `/${parts.join("/")}`;
}

/** A regular expression matching the pattern's paths (query strings allowed). */
export function patternRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) =>
      part === "*"
        ? ".*"
        : part.startsWith(":")
          ? "[^/]+?"
          : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${escaped}(\\?.*)?$`);
}

export function isPage(file: string): boolean {
  return /export default function/.test(routeSource(file));
}

/** Methods the file serves or answers: GET with a loader; with an action, POST for a page and
 * every method an API action names (its own checks, its 405 list, its apiAction handlers). */
export function routeMethods(file: string): Method[] {
  const source = routeSource(file);
  const methods = new Set<Method>();
  // export const { loader, action } = apiRoute({ GET: read, PUT: save }): a loader (GET, or its
  // 405) and an action, and the methods of its table.
  const table = /\bapiRoute\(\{([^}]*)\}/.exec(source);
  if (table) {
    methods.add("GET");
    for (const m of table[1].matchAll(/\b(POST|PUT|PATCH|DELETE)\b/g)) methods.add(m[1] as Method);
    return [...methods].sort();
  }
  if (/export (?:(?:async )?function|const) loader\b/.test(source) || isPage(file))
    methods.add("GET");
  if (/export (?:(?:async )?function|const) action\b/.test(source)) {
    if (!file.startsWith("api.")) methods.add("POST");
    for (const m of source.matchAll(/request\.method\s*[!=]==\s*"([A-Z]+)"/g))
      methods.add(m[1] as Method);
    for (const list of source.matchAll(/methodNotAllowed\(\[([^\]]*)\]\)/g))
      for (const m of list[1].matchAll(/"([A-Z]+)"/g)) methods.add(m[1] as Method);
    // apiAction({ PUT: save, DELETE: remove }, { allow: ["GET"] }): its handlers and its allow list.
    for (const call of source.matchAll(
      /apiAction\(\{([^}]*)\}(?:,\s*\{\s*allow:\s*\[([^\]]*)\])?/g,
    )) {
      for (const m of call[1].matchAll(/\b(POST|PUT|PATCH|DELETE)\b/g)) methods.add(m[1] as Method);
      for (const m of (call[2] ?? "").matchAll(/"([A-Z]+)"/g)) methods.add(m[1] as Method);
    }
    // An action that only refuses (405) still answers POST.
    if (![...methods].some((m) => m !== "GET")) methods.add("POST");
  }
  return [...methods].sort();
}

/** Form intents named in the file: comparisons with intent, intent sets, and intent buttons. */
/** Intents a page's form posts to another route, whose own entry covers them. */
const INTENTS_POSTED_ELSEWHERE: Record<string, string[]> = {
  // TRY LIVE DEMO on the landing page posts `demo` to /auth (the auth/route.tsx entry has the case).
  "_index/route.tsx": ["demo"],
};

export function routeIntents(file: string): string[] {
  const source = routeSource(file);
  const intents = new Set<string>();
  for (const m of source.matchAll(/intent"?\)?\s*[!=]==\s*"([a-z][a-z-]*)"/g)) intents.add(m[1]);
  for (const m of source.matchAll(/INTENTS\s*=\s*(?:new Set\()?\[([^\]]*)\]/g))
    for (const s of m[1].matchAll(/"([a-z][a-z-]*)"/g)) intents.add(s[1]);
  for (const m of source.matchAll(/name="intent"\s+value="([a-z][a-z-]*)"/g)) intents.add(m[1]);
  // The one form pattern: the keys of `export const intents = { ... } satisfies Intents<...>`.
  const table = /^export const intents = \{\n([\s\S]*?)^\} satisfies/m.exec(source);
  for (const m of table?.[1].matchAll(/^ {2}"?([a-z][a-z-]*)"?:/gm) ?? []) intents.add(m[1]);
  for (const elsewhere of INTENTS_POSTED_ELSEWHERE[file] ?? []) intents.delete(elsewhere);
  return [...intents].sort();
}
