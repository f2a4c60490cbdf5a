import { describe, expect, test } from "vitest";

import { routeTree } from "./route-tree.mjs";

const routes = {
  root: { id: "root", path: "" },
  "routes/_app": { id: "routes/_app", parentId: "root" },
  "routes/_app.dashboard": {
    id: "routes/_app.dashboard",
    parentId: "routes/_app",
    path: "dashboard",
  },
  "routes/_app.wizard.$appId": {
    id: "routes/_app.wizard.$appId",
    parentId: "routes/_app",
    path: "wizard/:appId",
  },
};

describe("routeTree's match, kept per path", () => {
  test("answers the same leaf and parameters each time, a copy the caller may change", () => {
    const tree = routeTree({ ...routes });
    const first = tree.match("/wizard/app-1");
    expect(first).toEqual({ id: "routes/_app.wizard.$appId", params: { appId: "app-1" } });
    first!.params.appId = "changed";
    expect(tree.match("/wizard/app-1")).toEqual(
      expect.objectContaining({ params: { appId: "app-1" } }),
    );
    expect(tree.match("/dashboard")?.id).toBe("routes/_app.dashboard");
    expect(tree.match("/nowhere")).toBeNull();
    expect(tree.match("/nowhere")).toBeNull();
  });

  test("stays right past the number of paths it keeps", () => {
    const tree = routeTree({ ...routes });
    for (let i = 0; i < 2_500; i++) {
      expect(tree.match(`/wizard/app-${i}`)?.params.appId).toBe(`app-${i}`);
    }
    expect(tree.match("/wizard/app-7")?.params.appId).toBe("app-7");
  });
});
