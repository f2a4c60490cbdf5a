// What a small company's pages show: no owner pickers on the checklist while the company is one
// person (they come back with a second), no role select for the only owner, invitation expiry in
// words and the owner's zone, and a calendar that opens on the next planned month.
import { describe, expect, test } from "vitest";

import { monthOf, shiftMonth } from "~/lib/calendar";
import { todayIn } from "~/lib/dates";
import { setLaunchDate } from "~/models/checklist.server";
import * as appCalendarPage from "~/routes/_app.apps.$appId.calendar/route";
import * as checklistPage from "~/routes/_app.apps.$appId.checklist/route";
import * as calendarPage from "~/routes/_app.calendar/route";
import * as teamPage from "~/routes/_app.team/route";
import { db } from "~/services/db.server";

import { addUserToTenant, createSignedInUser, getRequest, routeArgs } from "./helpers";
import { newApp, settleOutcome } from "./workspace-helpers";

function loadChecklist(appId: string, cookie: string) {
  return settleOutcome(() =>
    checklistPage.loader(routeArgs(getRequest(`/apps/${appId}/checklist`, cookie), { appId })),
  );
}

function loadTeam(cookie: string) {
  return settleOutcome(() => teamPage.loader(routeArgs(getRequest("/team", cookie))));
}

type MemberRow = { id: string; role: string; roleChangeable: boolean };

describe("owner pickers on the checklist", () => {
  test("hidden while the company is one person, back when a second person joins", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    await setLaunchDate(me.tenant.id, app.id, "2027-03-02");

    const alone = await loadChecklist(app.id, me.cookie);
    expect(alone.status).toBe(200);
    expect(alone.body.tasks.length).toBeGreaterThan(1);
    expect(alone.body.members).toBeNull();

    const { user: mate } = await addUserToTenant(me.tenant.id);
    const pair = await loadChecklist(app.id, me.cookie);
    expect(pair.body.members.map((m: { id: string }) => m.id).sort()).toEqual(
      [me.user.id, mate.id].sort(),
    );
  });
});

describe("roles on /team", () => {
  test("the only owner has no role select; a second owner brings it back", async () => {
    const me = await createSignedInUser();
    const alone = await loadTeam(me.cookie);
    expect(alone.body.members).toEqual([
      expect.objectContaining({ id: me.user.id, role: "owner", roleChangeable: false }),
    ]);

    const { user: mate } = await addUserToTenant(me.tenant.id);
    await db.user.update({ where: { id: mate.id }, data: { teamRole: "member" } });
    const withMember = (await loadTeam(me.cookie)).body.members as MemberRow[];
    expect(withMember.find((m) => m.id === me.user.id)?.roleChangeable).toBe(false);
    expect(withMember.find((m) => m.id === mate.id)?.roleChangeable).toBe(true);

    await db.user.update({ where: { id: mate.id }, data: { teamRole: "owner" } });
    const twoOwners = (await loadTeam(me.cookie)).body.members as MemberRow[];
    expect(twoOwners.every((m) => m.roleChangeable)).toBe(true);
  });

  test("an invitation's expiry is a day in words, in the owner's zone", async () => {
    const me = await createSignedInUser();
    await db.user.update({ where: { id: me.user.id }, data: { timeZone: "Asia/Tokyo" } });
    await db.invitation.create({
      data: {
        tenantId: me.tenant.id,
        email: "mate@example.com",
        token: "T".repeat(43),
        invitedById: me.user.id,
        // 20:00 UTC is already the next day in Tokyo.
        expiresAt: new Date("2026-12-05T20:00:00Z"),
      },
    });
    const page = await loadTeam(me.cookie);
    expect(page.body.invitations[0].expiresLabel).toBe("Sun, 6 Dec 2026");
  });
});

describe("the month a calendar opens on", () => {
  test("the next planned month when this one is empty; ?month= still wins", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const thisMonth = monthOf(todayIn("UTC"));
    const later = shiftMonth(thisMonth, 2);
    await db.module.create({
      data: {
        appId: app.id,
        stepName: "content",
        status: "in_progress",
        data: {
          selectedContentIdeas: ["case-study-coverage"],
          contentSchedule: [
            { week: 1, ideaId: "case-study-coverage", channel: "Blog", dueDate: `${later}-10` },
          ],
        },
      },
    });
    const open = (route: typeof calendarPage | typeof appCalendarPage, path: string) =>
      settleOutcome(() =>
        route.loader(routeArgs(getRequest(path, me.cookie), { appId: app.id }) as never),
      );

    for (const [route, path] of [
      [calendarPage, "/calendar"],
      [appCalendarPage, `/apps/${app.id}/calendar`],
    ] as const) {
      const opened = await open(route, path);
      expect(opened.body.calendar.month, path).toBe(later);
      expect(opened.body.calendar.agenda.map((day: { day: string }) => day.day)).toEqual([
        `${later}-10`,
      ]);
      const asked = await open(route, `${path}?month=${thisMonth}`);
      expect(asked.body.calendar.month, `${path}?month=`).toBe(thisMonth);
    }
  });
});
