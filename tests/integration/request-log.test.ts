// The request log never writes a link's token: emailed links, share links, calendar feeds,
// invitations and unsubscribe links carry a bearer secret in their path, and their routes say so
// (`handle.edge.token`), so the log masks that segment.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, expect, it, vi } from "vitest";

import { createApp } from "../../scripts/server-app.mjs";
import { routeModuleFiles, routeName } from "../route-files";
import { appRouteTable } from "../route-table";

const SECRET = "s3cretT0kenValue";

/** Every route module (file or folder route) with a $token segment, as a URL path with SECRET in it. */
const tokenPaths = routeModuleFiles()
  .map(routeName)
  .filter((name) => name.includes("$token"))
  .map((route) => {
    const name = route.replace("$token", SECRET);
    // "a.b[.]c" is the URL "/a/b.c".
    return `/${name
      .split("[.]")
      .map((part) => part.replace(/\./g, "/"))
      .join(".")}`;
  });

let server: Server;
let base: string;
beforeAll(async () => {
  const handleRequest = async () =>
    new Response("ok", { headers: { "Content-Type": "text/plain" } });
  const routes = await appRouteTable();
  server = createApp({ handleRequest, screenRequest: async () => null, routes }).listen(
    0,
    "127.0.0.1",
  );
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("logs each request with its path, the token of a link masked", async () => {
  expect(tokenPaths.length).toBeGreaterThanOrEqual(7);
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    const typo = "/share/abc/oops?x=1";
    for (const path of [...tokenPaths, "/reset-password/abc.data", typo, "/dashboard?page=2"]) {
      await (await fetch(`${base}${path.replace("abc", SECRET)}`)).text();
    }
    // morgan writes once the answer is finished.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    write.mockRestore();
  }
  const log = lines.join("");
  expect(log).not.toContain(SECRET);
  expect(log).toContain("GET /reset-password/:token 200");
  expect(log).toContain("GET /api/invitations/:token/accept 200");
  expect(log).toContain("GET /calendar/feed/:token 200");
  expect(log).toContain("GET /unsubscribe/:token 200");
  // A path no route takes is masked too when it starts like a token route's.
  expect(log).toContain("GET /share/:token/oops?x=1 200");
  expect(log).toContain("GET /dashboard?page=2 200");
});
