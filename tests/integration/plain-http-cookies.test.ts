// Cookies that must work over plain HTTP too (the flash toast, the Lite mode choice): the server entry
// adds Secure for HTTPS only (withSecureCookies), as a Secure cookie sent over HTTP is dropped.
import { afterEach, expect, it, vi } from "vitest";

import { withSecureCookies } from "../../scripts/server-app.mjs";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

it("expires the toast cookie without Secure in production, and the HTTPS answer adds it once", async () => {
  vi.stubEnv("NODE_ENV", "production");
  vi.resetModules();
  const { getToast } = await import("~/utils/toast.server");
  const request = new Request("http://192.168.1.20:3000/", {
    headers: { Cookie: "amm_toast=e30%3D." },
  });
  const { headers } = await getToast(request);
  const cleared = headers.get("Set-Cookie") ?? "";
  expect(cleared).toMatch(/^amm_toast=; .*Max-Age=0/);
  expect(cleared).not.toMatch(/;\s*Secure/i);

  const overHttps = withSecureCookies(new Response(null, { headers })).headers.getSetCookie();
  expect(overHttps).toHaveLength(1);
  expect(overHttps[0].match(/;\s*Secure/gi)).toHaveLength(1);
});

it("the Lite mode choice is not Secure in production either; the HTTPS answer adds it once", async () => {
  vi.stubEnv("NODE_ENV", "production");
  vi.resetModules();
  const { liteChoiceCookie } = await import("~/utils/lite-mode.server");
  const cookie = liteChoiceCookie("off");
  expect(cookie).toMatch(/^amm_lite=off; /);
  expect(cookie).not.toMatch(/;\s*Secure/i);
  const headers = new Headers({ "Set-Cookie": cookie });
  const overHttps = withSecureCookies(new Response(null, { headers })).headers.getSetCookie();
  expect(overHttps[0].match(/;\s*Secure/gi)).toHaveLength(1);
});
