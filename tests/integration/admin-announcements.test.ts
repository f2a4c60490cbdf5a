// Announcements: the admin's create form (toasts, typed values kept on error), deactivation,
// POST /api/admin/announcements (201 / 400), and what every user sees: GET /api/announcements
// and the notifications page, active ones only, newest first.
import { describe, expect, it } from "vitest";

import { countActiveAnnouncements } from "~/models/announcement.server";
import * as adminPage from "~/routes/_app.admin/route";
import * as notificationsPage from "~/routes/_app.notifications/route";
import * as apiAdminAnnouncements from "~/routes/api.admin.announcements";
import * as apiAnnouncements from "~/routes/api.announcements";
import { db } from "~/services/db.server";
import { ACTION_TOAST_KEY, getToast } from "~/utils/toast.server";

import {
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  settle,
} from "./helpers";
import { settleOutcome } from "./workspace-helpers";

async function toastOf(response: Response) {
  const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
  const { toast } = await getToast(
    new Request("http://localhost/", { headers: { Cookie: cookie } }),
  );
  return toast;
}

describe("announcements", async () => {
  const { cookie: adminCookie, user: admin } = await createSignedInUser({ role: "admin" });
  const { cookie: userCookie } = await createSignedInUser();

  it("the create form publishes an active announcement with the product's toast", async () => {
    const response = await settle(() =>
      adminPage.action(
        routeArgs(
          formRequest(
            "/admin?status=trial",
            {
              intent: "create-announcement",
              title: " Launch week ",
              message: "Checklists are live.",
              isActive: "on",
            },
            { cookie: adminCookie },
          ),
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin?status=trial");
    expect(await toastOf(response)).toMatchObject({
      type: "success",
      message: "Announcement created",
      description: "The announcement has been published to all users.",
    });
    const stored = await db.announcement.findFirstOrThrow({ where: { title: "Launch week" } });
    expect(stored).toMatchObject({
      message: "Checklists are live.",
      isActive: true,
      createdBy: admin.id,
    });
  });

  it("an unticked Active box saves the announcement as inactive", async () => {
    await adminPage.action(
      routeArgs(
        formRequest(
          "/admin",
          { intent: "create-announcement", title: "Draft", message: "Not yet" },
          { cookie: adminCookie },
        ),
      ),
    );
    expect((await db.announcement.findFirstOrThrow({ where: { title: "Draft" } })).isActive).toBe(
      false,
    );
  });

  it("a missing title or message is a 400 with field errors for the summary, the specification's 'Error creating announcement' toast and typed values kept", async () => {
    const before = await db.announcement.count();
    const response = await settleOutcome(() =>
      adminPage.action(
        routeArgs(
          formRequest(
            "/admin",
            {
              intent: "create-announcement",
              title: "   ",
              message: "Typed message stays",
              isActive: "on",
            },
            { cookie: adminCookie },
          ),
        ),
      ),
    );
    expect(response.status).toBe(400);
    const body = response.body;
    expect(body[ACTION_TOAST_KEY]).toMatchObject({
      message: "Error creating announcement",
      description: "Title is required",
      type: "error",
    });
    expect(body.formId).toBe("announcement");
    expect(body.result.error).toEqual({ title: ["Title is required"] });
    expect(body.result.initialValue).toMatchObject({
      message: "Typed message stays",
      isActive: "on",
    });
    expect(await db.announcement.count()).toBe(before);
  });

  it("POST /api/admin/announcements creates one (201), active by default", async () => {
    const response = await apiAdminAnnouncements.action(
      routeArgs(
        jsonRequest(
          "/api/admin/announcements",
          { title: "API news", message: "From the API" },
          { cookie: adminCookie },
        ),
      ),
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      title: "API news",
      message: "From the API",
      isActive: true,
      createdBy: admin.id,
    });
    expect(body.id).toEqual(expect.any(String));
  });

  it("POST /api/admin/announcements refuses invalid input with 400 and field errors", async () => {
    const invalid = await settle(() =>
      apiAdminAnnouncements.action(
        routeArgs(
          jsonRequest(
            "/api/admin/announcements",
            { title: "", isActive: "yes" },
            { cookie: adminCookie },
          ),
        ),
      ),
    );
    expect(invalid.status).toBe(400);
    const body = await invalid.json();
    expect(body.errors.title).toEqual(["Title is required"]);
    expect(body.errors.message).toEqual(["Message is required"]);
    expect(body.errors.isActive).toEqual(["isActive must be true or false"]);

    const notJson = await settle(() =>
      apiAdminAnnouncements.action(
        routeArgs(
          jsonRequest("/api/admin/announcements", "title=x", {
            cookie: adminCookie,
            headers: { "Content-Type": "text/plain" },
          }),
        ),
      ),
    );
    expect(notJson.status).toBe(415);
    const malformed = await settle(() =>
      apiAdminAnnouncements.action(
        routeArgs(jsonRequest("/api/admin/announcements", "{nope", { cookie: adminCookie })),
      ),
    );
    expect(malformed.status).toBe(400);
  });

  it("users see active announcements only, newest first, in the API and on the notifications page", async () => {
    await db.announcement.deleteMany();
    const at = (iso: string) => new Date(iso);
    await db.announcement.createMany({
      data: [
        {
          title: "Oldest",
          message: "1",
          createdBy: admin.id,
          createdAt: at("2026-01-01T00:00:00Z"),
        },
        {
          title: "Hidden",
          message: "2",
          createdBy: admin.id,
          isActive: false,
          createdAt: at("2026-01-03T00:00:00Z"),
        },
        {
          title: "Newest",
          message: "3",
          createdBy: admin.id,
          createdAt: at("2026-01-04T00:00:00Z"),
        },
        {
          title: "Middle",
          message: "4",
          createdBy: admin.id,
          createdAt: at("2026-01-02T00:00:00Z"),
        },
      ],
    });
    const response = await apiAnnouncements.loader(
      routeArgs(jsonRequest("/api/announcements", undefined, { cookie: userCookie })),
    );
    expect((await response.json()).map((a: { title: string }) => a.title)).toEqual([
      "Newest",
      "Middle",
      "Oldest",
    ]);

    const page = await notificationsPage.loader(
      routeArgs(getRequest("/notifications", userCookie)),
    );
    expect(page.announcements.map((a) => a.title)).toEqual(["Newest", "Middle", "Oldest"]);
    expect(page.announcements[0].createdAtLabel).toBe("Sun, 4 Jan 2026");
    expect(await countActiveAnnouncements()).toBe(3);
  });

  it("deactivating hides an announcement from users and keeps it in the admin's list", async () => {
    const target = await db.announcement.findFirstOrThrow({ where: { title: "Newest" } });
    const response = await settle(() =>
      adminPage.action(
        routeArgs(
          formRequest(
            "/admin",
            { intent: "deactivate-announcement", announcementId: target.id },
            { cookie: adminCookie },
          ),
        ),
      ),
    );
    expect(await toastOf(response)).toMatchObject({ message: "Announcement deactivated" });
    const visible = await notificationsPage.loader(
      routeArgs(getRequest("/notifications", userCookie)),
    );
    expect(visible.announcements.map((a) => a.title)).toEqual(["Middle", "Oldest"]);

    const admin = (await adminPage.loader(routeArgs(getRequest("/admin", adminCookie)))) as Awaited<
      ReturnType<typeof adminPage.loader>
    >;
    expect(admin.announcements.find((a) => a.id === target.id)).toMatchObject({ isActive: false });

    const missing = await settle(() =>
      adminPage.action(
        routeArgs(
          formRequest(
            "/admin",
            { intent: "deactivate-announcement", announcementId: "nope" },
            { cookie: adminCookie },
          ),
        ),
      ),
    );
    expect(missing.status).toBe(404);
  });

  it("the notifications page asks a visitor to sign in", async () => {
    const response = await settle(() =>
      notificationsPage.loader(routeArgs(getRequest("/notifications"))),
    );
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fnotifications");
  });

  it("an unknown intent is a 400", async () => {
    const response = await settle(() =>
      adminPage.action(
        routeArgs(formRequest("/admin", { intent: "explode" }, { cookie: adminCookie })),
      ),
    );
    expect(response.status).toBe(400);
  });
});
