// Read links die with the password: after a password change (page or API) or a reset, the
// personal calendar feed and the company feed the person made answer 404 at their old address,
// the share links they made answer 404 unless "Keep my share links" was ticked
// (keepShareLinks), and the notice email lists what was revoked. A teammate's links stay.
import { describe, expect, it } from "vitest";

import { regenerateCalendarToken, regeneratePersonalCalendarToken } from "~/models/calendar.server";
import { resetPassword } from "~/models/password-reset.server";
import { createShareLink } from "~/models/share.server";
import { createVerification } from "~/models/verification.server";
import * as profilePassword from "~/routes/_app.profile.password/route";
import * as passwordApi from "~/routes/api.user.password";
import * as feed from "~/routes/calendar.feed.$token[.]ics";
import * as share from "~/routes/share.$token/route";
import { db } from "~/services/db.server";

import {
  addUserToTenant,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  settle,
  TEST_PASSWORD,
} from "./helpers";

const NEW_PASSWORD = "Another-pass-42";

async function status(run: () => unknown): Promise<number> {
  return (await settle(async () => run())).status;
}

const feedStatus = (token: string) =>
  status(() => feed.loader(routeArgs(getRequest(`/calendar/feed/${token}.ics`), { token })));
const shareStatus = (token: string) =>
  status(() => share.loader(routeArgs(getRequest(`/share/${token}`), { token })));

/** A person with a personal feed, the company feed and a share link, and a teammate's link. */
async function withReadLinks() {
  const me = await createSignedInUser();
  const app = await db.app.create({
    data: { tenantId: me.user.tenantId, name: "Feed Tales", category: "games", wizardAnswers: {} },
  });
  const personal = await regeneratePersonalCalendarToken(me.user.id);
  const company = await regenerateCalendarToken(me.user.tenantId, me.user.id);
  const mine = await createShareLink(me.user, app.id, {
    label: "For the press",
    expiresAt: undefined,
  });
  const mate = await addUserToTenant(me.user.tenantId);
  const theirs = await createShareLink(
    { id: mate.user.id, tenantId: me.user.tenantId, timeZone: "UTC" },
    app.id,
    { label: "Mate's link", expiresAt: undefined },
  );
  if (!mine.ok || !theirs.ok) throw new Error("no share link");
  for (const token of [personal, company]) expect(await feedStatus(token)).toBe(200);
  expect(await shareStatus(mine.link.token)).toBe(200);
  return { me, personal, company, mine: mine.link.token, theirs: theirs.link.token };
}

async function noticeText(email: string) {
  const notice = await db.outboxMessage.findFirstOrThrow({
    where: { toAddress: email, subject: { contains: "your password was changed" } },
    orderBy: { createdAt: "desc" },
  });
  return notice.text;
}

describe("read links after a password change", () => {
  it("API: the feeds and the share link answer 404, the teammate's link stays, the notice lists them", async () => {
    const links = await withReadLinks();
    const changed = await settle(async () =>
      passwordApi.action(
        routeArgs(
          jsonRequest(
            "/api/user/password",
            { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
            { cookie: links.me.cookie, method: "PUT", headers: { Origin: "http://localhost" } },
          ),
        ),
      ),
    );
    expect(changed.status).toBe(204);
    expect(await feedStatus(links.personal)).toBe(404);
    expect(await feedStatus(links.company)).toBe(404);
    expect(await shareStatus(links.mine)).toBe(404);
    expect(await shareStatus(links.theirs)).toBe(200);
    // The feeds have new addresses (the person copies them again), not none.
    const user = await db.user.findUniqueOrThrow({ where: { id: links.me.user.id } });
    expect(user.calendarToken).not.toBeNull();
    expect(user.calendarToken).not.toBe(links.personal);
    const text = await noticeText(links.me.user.email);
    expect(text).toContain("your personal calendar feed and the company calendar feed you made");
    expect(text).toContain("“For the press”");
    expect(text).not.toContain("Mate's link");
  });

  it("the page with “Keep my share links” ticked keeps them; the feeds are replaced all the same", async () => {
    const links = await withReadLinks();
    const changed = await settle(async () =>
      profilePassword.action(
        routeArgs(
          formRequest(
            "/profile/password",
            {
              intent: "change-password",
              currentPassword: TEST_PASSWORD,
              newPassword: NEW_PASSWORD,
              confirmPassword: NEW_PASSWORD,
              keepShareLinks: "on",
            },
            { cookie: links.me.cookie },
          ),
        ),
      ),
    );
    expect(changed.status).toBe(302);
    expect(await shareStatus(links.mine)).toBe(200);
    expect(await feedStatus(links.personal)).toBe(404);
    expect(await feedStatus(links.company)).toBe(404);
    expect(await noticeText(links.me.user.email)).not.toContain("For the press");
  });

  it("a reset by emailed link revokes them too", async () => {
    const links = await withReadLinks();
    const token = await createVerification("resetPassword", {
      userId: links.me.user.id,
      target: links.me.user.email,
    });
    expect((await resetPassword(token, NEW_PASSWORD)).ok).toBe(true);
    expect(await feedStatus(links.personal)).toBe(404);
    expect(await feedStatus(links.company)).toBe(404);
    expect(await shareStatus(links.mine)).toBe(404);
    expect(await shareStatus(links.theirs)).toBe(200);
  });
});
