// With SMTP_URL and MAIL_FROM set, an invitation is emailed through nodemailer (to a real SMTP
// server run by this test) and the same link, built from APP_URL, is shown to the owner. An
// address with an account elsewhere is invited like any other (no oracle), the subject carries
// at most 40 characters of the company name, and the account an invitation makes gets its own
// confirmation email.
import { describe, expect, test } from "vitest";

import * as teamPage from "~/routes/_app.team/route";
import * as acceptApi from "~/routes/api.invitations.$token.accept";
import * as invitationsApi from "~/routes/api.team.invitations";
import * as confirmApi from "~/routes/api.user.email.confirm";
import * as invitePage from "~/routes/invite.$token/route";
import { db } from "~/services/db.server";

import { createSignedInUser, formRequest, jsonRequest, routeArgs, uniqueEmail } from "./helpers";
import { smtpInboxForFile } from "./smtp-server";
import { settleOutcome, toastOf } from "./workspace-helpers";

const inbox = smtpInboxForFile();

function inviteByApi(cookie: string, email: string) {
  return settleOutcome(() =>
    invitationsApi.action(
      routeArgs(jsonRequest("/api/team/invitations", { email, role: "member" }, { cookie })),
    ),
  );
}

test("the invitation is emailed with the link, and the owner sees the same link", async () => {
  const owner = await createSignedInUser({ companyName: "Mail Studio" });
  const email = uniqueEmail("mailed");
  const res = await settleOutcome(() =>
    invitationsApi.action(
      routeArgs(
        jsonRequest("/api/team/invitations", { email, role: "member" }, { cookie: owner.cookie }),
      ),
    ),
  );
  expect(res.status).toBe(201);
  expect(res.body.emailed).toBe(true);
  const [mail] = await inbox.to(email);
  expect(mail.from?.text).toContain("team@example.com");
  expect(mail.text).toContain("Mail Studio");
  expect(mail.text).toContain(res.body.url);
  expect(mail.html).toContain(res.body.url);
  // From APP_URL, never from the request's Host (http://localhost here).
  expect(res.body.url).toMatch(/^https:\/\/app\.example\.test\/invite\//);

  const page = await settleOutcome(() =>
    teamPage.action(
      routeArgs(formRequest("/team", { intent: "invite", email: uniqueEmail("page") }, owner)),
    ),
  );
  expect(page.status).toBe(302);
  expect((await toastOf(page))?.message).toBe("Invitation sent");
});

test("an address with an account in another company gets the same answer and the same email", async () => {
  const owner = await createSignedInUser({ companyName: "Mail Studio" });
  const elsewhere = await createSignedInUser();
  const fresh = await inviteByApi(owner.cookie, uniqueEmail("fresh"));
  const taken = await inviteByApi(owner.cookie, elsewhere.user.email);
  expect(taken.status).toBe(201);
  expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
  expect(taken.body.emailed).toBe(true);
  const [mail] = await inbox.to(elsewhere.user.email);
  expect(mail.subject).toBe(
    `${owner.user.email} invited you to Mail Studio on App Marketing Machine`,
  );
  expect(mail.text).toContain(taken.body.url);
});

test("the company name in the subject is cut to 40 characters, with an ellipsis", async () => {
  const name = "Northwind Extraordinarily Long Studio Name For Subjects Ltd";
  const owner = await createSignedInUser({ companyName: name });
  const email = uniqueEmail("subject");
  expect((await inviteByApi(owner.cookie, email)).status).toBe(201);
  const [mail] = await inbox.to(email);
  const cut = `${name.slice(0, 39)}…`;
  expect([...cut]).toHaveLength(40);
  expect(mail.subject).toBe(`${owner.user.email} invited you to ${cut} on App Marketing Machine`);
  // The body names the company in full.
  expect(mail.text).toContain(name);

  const exact = "Forty Character Company Name Exactly OK!";
  expect(exact).toHaveLength(40);
  const shortOwner = await createSignedInUser({ companyName: exact });
  const other = uniqueEmail("subject");
  await inviteByApi(shortOwner.cookie, other);
  expect((await inbox.to(other))[0].subject).toContain(` ${exact} on `);
});

describe("an account made from an invitation starts unconfirmed and gets its own confirmation", () => {
  test.each(["page", "api"] as const)("accepted on the %s", async (via) => {
    const owner = await createSignedInUser({ companyName: "Mail Studio" });
    const email = uniqueEmail(`joined-${via}`);
    const invited = await inviteByApi(owner.cookie, email);
    const token = String(invited.body.url).split("/").pop() as string;
    const client = via === "page" ? "198.51.100.71" : "198.51.100.72";
    const accepted = await settleOutcome(() =>
      via === "page"
        ? invitePage.action(
            routeArgs(
              formRequest(`/invite/${token}`, {
                intent: "accept-invitation",
                password: "Teammate-2026",
              }),
              { token },
              client,
            ),
          )
        : acceptApi.action(
            routeArgs(
              jsonRequest(`/api/invitations/${token}/accept`, { password: "Teammate-2026" }),
              { token },
              client,
            ),
          ),
    );
    expect(accepted.status).toBe(via === "page" ? 302 : 201);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerifiedAt).toBeNull();

    const mails = await inbox.to(email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining("invited you to Mail Studio"),
      "Welcome to App Marketing Machine: confirm your email",
    ]);
    const link = await inbox.linkTo(email, "/confirm-email/");
    expect(link).toBeTruthy();
    const confirmToken = (link ?? "").split("/confirm-email/")[1];
    const confirmed = await settleOutcome(() =>
      confirmApi.action(routeArgs(jsonRequest("/api/user/email/confirm", { token: confirmToken }))),
    );
    expect(confirmed.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();
  });
});
