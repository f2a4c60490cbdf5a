// The flash toast's cookie is cleared over plain HTTP too: the server entry adds Secure for HTTPS
// only (withSecureCookies), as a Secure cookie sent over HTTP is dropped by the browser.
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
