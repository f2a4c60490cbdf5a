// The screen's body cap: 1 MiB everywhere, except on a route that declares a larger one for its
// upload (handle.edge.maxBodyBytes), read from the same route table the server passes.
import { expect, test } from "vitest";

import type { RouteTable } from "~/services/request-context.server";

import { MAX_BODY_BYTES, screenRequest } from "./edge.server";

const routes = {
  root: { id: "root", path: "", module: {} },
  upload: {
    id: "upload",
    parentId: "root",
    path: "api/apps/:appId/listings/import",
    module: { handle: { edge: { maxBodyBytes: 4 * MAX_BODY_BYTES } } },
  },
  other: { id: "other", parentId: "root", path: "api/apps/:appId/listing", module: {} },
} as unknown as RouteTable;

const post = (path: string, size: number) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/octet-stream", "Content-Length": String(size) },
    body: new Uint8Array(size).fill(97),
  });

test("an upload route takes the body it declares; every other route keeps 1 MiB", async () => {
  const twoMiB = 2 * MAX_BODY_BYTES;
  expect(await screenRequest(post("/api/apps/a1/listings/import", twoMiB), { routes })).toBeNull();
  expect((await screenRequest(post("/api/apps/a1/listing", twoMiB), { routes }))?.status).toBe(413);
  const fiveMiB = 5 * MAX_BODY_BYTES;
  expect(
    (await screenRequest(post("/api/apps/a1/listings/import", fiveMiB), { routes }))?.status,
  ).toBe(413);
});
