// Passkeys in a real browser: Chromium's virtual authenticator (CDP WebAuthn domain) stands in for
// Face ID or a fingerprint. JavaScript on: add a passkey on the profile, sign out, sign in with it
// in one touch; with two-step on no code is asked; a deleted passkey no longer signs in; an
// assertion that claims another origin is refused. JavaScript off: no passkey button, the
// password signs in, and the profile says passkeys need JavaScript.
import type { Page } from "@playwright/test";

import { E2E_PASSWORD, expect, test } from "./fixtures";
import { jsEnabled, waitForHydration } from "./utils";

/** A platform authenticator that keeps discoverable credentials and verifies the user. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

/**
 * The button's journeys: Chromium's virtual authenticator answers a passkey-autofill request at
 * once, as if the person picked the passkey, so the sign-in page's autofill request for a
 * challenge is refused (the page then offers the button alone, as when autofill is unavailable).
 * Call the returned function after that first request, before pressing the button.
 */
async function refuseAutofill(page: Page) {
  let allowed = false;
  let refused: () => void = () => undefined;
  const autofillRefused = new Promise<void>((resolve) => (refused = resolve));
  await page.route("**/api/passkeys/authentication-options", async (route) => {
    if (allowed) return route.continue();
    refused();
    return route.abort();
  });
  return async () => {
    await autofillRefused;
    allowed = true;
  };
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast").filter({ hasText: title })).toBeVisible();
}

async function addPasskey(page: Page, name: string) {
  await page.goto("/profile/passkeys");
  await waitForHydration(page);
  await page.getByLabel("Passkey name").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expectToast(page, "Passkey added");
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText(name);
}

async function signOut(page: Page) {
  await waitForHydration(page);
  await page.getByLabel("User menu").click();
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

test.describe("passkeys, JavaScript on", () => {
  test.skip(() => !jsEnabled(), "WebAuthn needs JavaScript");

  test("add a passkey, sign out, sign in with it without the password", async ({ page, login }) => {
    const authenticator = await addVirtualAuthenticator(page);
    await login();
    await addPasskey(page, "Test laptop");
    expect(await authenticator.credentials()).toHaveLength(1);
    await expect(page.getByText("Not used yet")).toBeVisible();

    const allowButton = await refuseAutofill(page);
    await signOut(page);
    await waitForHydration(page);
    await allowButton();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectToast(page, "Welcome back!");
    await page.goto("/profile/passkeys");
    await expect(page.getByText(/Last used/)).toBeVisible();
  });

  test("with two-step sign-in on, a passkey asks for no code", async ({ page, login }) => {
    await addVirtualAuthenticator(page);
    const { user } = await login();
    await addPasskey(page, "Phone");
    const { db } = await import("../../app/services/db.server");
    await db.twoFactor.create({
      data: { userId: user.id, secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", enabledAt: new Date() },
    });
    const allowButton = await refuseAutofill(page);
    await signOut(page);
    await waitForHydration(page);
    await allowButton();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(page.url()).not.toContain("two-step");
  });

  test("picking the passkey from the email field's autofill signs in", async ({ page, login }) => {
    await addVirtualAuthenticator(page);
    await login();
    await addPasskey(page, "Autofill phone");
    await waitForHydration(page);
    await page.getByLabel("User menu").click();
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    // The sign-in page asks the browser for passkey autofill; the authenticator answers it.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectToast(page, "Welcome back!");
  });

  test("a deleted passkey no longer signs in", async ({ page, login }) => {
    const authenticator = await addVirtualAuthenticator(page);
    await login();
    await addPasskey(page, "Old tablet");
    await page.getByRole("button", { name: "Delete the passkey Old tablet" }).click();
    await expectToast(page, "Passkey deleted");
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
    // The device still holds it; the server no longer knows it.
    expect(await authenticator.credentials()).toHaveLength(1);

    await signOut(page);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: /could not sign you in/ }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test("an assertion that claims another origin is refused", async ({ page, login }) => {
    await addVirtualAuthenticator(page);
    await login();
    await addPasskey(page, "Work laptop");
    // Signed out, the sign-in page's autofill would sign in: its challenge is refused.
    await refuseAutofill(page);
    await signOut(page);
    await page.goto("/");
    await page.unrouteAll({ behavior: "wait" });
    await waitForHydration(page);
    // The browser signs for this site; the answer is then changed to claim another origin.
    const status = await page.evaluate(async () => {
      const b64 = (bytes: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(bytes)))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "");
      const fromB64 = (text: string) =>
        Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
      const optionsAnswer = await fetch("/api/passkeys/authentication-options", {
        method: "POST",
      });
      const { options } = (await optionsAnswer.json()) as {
        options: { challenge: string; rpId: string };
      };
      const credential = (await navigator.credentials.get({
        publicKey: {
          challenge: fromB64(options.challenge),
          rpId: options.rpId,
          userVerification: "required",
        },
      })) as PublicKeyCredential;
      const response = credential.response as AuthenticatorAssertionResponse;
      const clientData = JSON.parse(new TextDecoder().decode(response.clientDataJSON)) as Record<
        string,
        unknown
      >;
      clientData.origin = "https://evil.example";
      const forged = new TextEncoder().encode(JSON.stringify(clientData));
      const answer = await fetch("/api/passkeys/authentication", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          response: {
            id: credential.id,
            rawId: b64(credential.rawId),
            type: "public-key",
            clientExtensionResults: {},
            response: {
              clientDataJSON: b64(forged.buffer),
              authenticatorData: b64(response.authenticatorData),
              signature: b64(response.signature),
              userHandle: response.userHandle ? b64(response.userHandle) : undefined,
            },
          },
        }),
      });
      return answer.status;
    });
    expect(status).toBe(401);
    // No session: the API that needs one refuses (a page would open the sign-in page, whose
    // autofill the virtual authenticator would answer).
    expect((await page.request.get("/api/user")).status()).toBe(401);
  });
});

test.describe("passkeys, JavaScript off", () => {
  test.skip(() => jsEnabled(), "the JavaScript-off journey");

  test("no passkey button; the password signs in; the profile says passkeys need JavaScript", async ({
    page,
    login,
  }) => {
    const { user } = await login();
    await page.goto("/profile/passkeys");
    await expect(page.getByText(/Adding a passkey needs JavaScript/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
    await page.context().clearCookies();

    await page.goto("/auth");
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Password").fill(E2E_PASSWORD);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a passkey added elsewhere can be renamed and deleted without JavaScript", async ({
    page,
    login,
  }) => {
    const { user } = await login();
    const { db } = await import("../../app/services/db.server");
    await db.passkey.create({
      data: {
        id: `e2e-${user.id}`,
        userId: user.id,
        name: "Phone",
        publicKey: Buffer.from([1, 2, 3]),
        deviceType: "multiDevice",
        backedUp: true,
      },
    });
    await page.goto("/profile/passkeys");
    await page.getByLabel("New name for Phone").fill("Old phone");
    await page.getByRole("button", { name: "Rename" }).click();
    await expectToast(page, "Passkey renamed");
    await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("Old phone");
    await expect(page.getByText("Synced between your devices")).toBeVisible();
    await page.getByRole("button", { name: "Delete the passkey Old phone" }).click();
    await expectToast(page, "Passkey deleted");
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  });
});
