// The words of the account emails that tell a person what to do if it was not them: in the body
// (not the grey footer) for the reset and confirmation emails, and the 24-hour rule in the notice
// to the old address of an email change. Against a real SMTP server.
import { describe, expect, test } from "vitest";

import * as forgotApi from "~/routes/api.password.forgot";
import * as registerApi from "~/routes/api.register";
import * as emailApi from "~/routes/api.user.email";

import { createSignedInUser, jsonRequest, routeArgs, TEST_PASSWORD, uniqueEmail } from "./helpers";
import { smtpInboxForFile } from "./smtp-server";
import { settleOutcome } from "./workspace-helpers";

const inbox = smtpInboxForFile();
let counter = 0;
const client = () => `192.0.2.${++counter}`;

/** The body above the signature (text part), and the grey footer after it. */
function parts(text: string | undefined) {
  const [body, footer = ""] = (text ?? "").split("— App Marketing Machine");
  return { body, footer };
}

describe("if it was not you: in the body", () => {
  test("the reset email", async () => {
    const { user } = await createSignedInUser();
    await settleOutcome(() =>
      forgotApi.action(
        routeArgs(jsonRequest("/api/password/forgot", { email: user.email }), {}, client()),
      ),
    );
    const [mail] = await inbox.to(user.email);
    const { body, footer } = parts(mail.text);
    expect(body).toMatch(/If it was not you who asked, ignore this email/);
    expect(footer).not.toMatch(/not you/i);
  });

  test("the welcome email and the new address's confirmation", async () => {
    const email = uniqueEmail("welcome");
    await settleOutcome(() =>
      registerApi.action(
        routeArgs(
          jsonRequest("/api/register", {
            email,
            password: "Welcome-pass-42",
            companyName: "Wording Co",
          }),
          {},
          client(),
        ),
      ),
    );
    const [welcome] = await inbox.to(email);
    expect(parts(welcome.text).body).toMatch(/If it was not you, ignore this email/);
    expect(parts(welcome.text).footer).not.toMatch(/not you/i);

    const me = await createSignedInUser();
    const next = uniqueEmail("next");
    await settleOutcome(() =>
      emailApi.action(
        routeArgs(
          jsonRequest(
            "/api/user/email",
            { email: next, password: TEST_PASSWORD },
            { cookie: me.cookie },
          ),
          {},
          client(),
        ),
      ),
    );
    const [confirm] = await inbox.to(next);
    expect(parts(confirm.text).body).toMatch(/If it was not you who asked for this change/);
    expect(parts(confirm.text).footer).not.toMatch(/not you/i);

    // The old address: the change completes only if the new address's link is opened in 24 hours.
    const notice = (await inbox.to(me.user.email)).find((m) =>
      /change of your email address/.test(m.subject ?? ""),
    );
    expect(parts(notice?.text).body).toMatch(
      /completes only if the link we sent to the new address is opened within 24 hours/,
    );
    expect(parts(notice?.text).body).toMatch(/If this was not you/);
  });
});
