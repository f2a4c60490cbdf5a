// The modules API (docs/product/spec-facts.md §7): statuses, validation, locking, progress and tenancy.
import { describe, expect, it } from "vitest";

import { STEP_NAMES } from "~/lib/enums";
import { action as listAction, loader as listLoader } from "~/routes/api.apps.$appId.modules";
import { loader as oneLoader } from "~/routes/api.apps.$appId.modules.$stepName";
import { action as putAction, loader as moduleLoader } from "~/routes/api.modules.$moduleId";
import { db } from "~/services/db.server";

import { getRequest, jsonRequest, routeArgs, settle } from "./helpers";
import {
  completeModules,
  readJsonBody,
  signedInWithApp,
  VALID_FOUNDATION,
} from "./modules-fixtures";

function list(appId: string, cookie?: string) {
  return settle(() =>
    listLoader(routeArgs(getRequest(`/api/apps/${appId}/modules`, cookie), { appId })),
  );
}

function getOne(appId: string, stepName: string, cookie?: string) {
  return settle(() =>
    oneLoader(
      routeArgs(getRequest(`/api/apps/${appId}/modules/${stepName}`, cookie), { appId, stepName }),
    ),
  );
}

function put(moduleId: string, body: unknown, cookie: string) {
  return settle(() =>
    putAction(
      routeArgs(jsonRequest(`/api/modules/${moduleId}`, body, { method: "PUT", cookie }), {
        moduleId,
      }),
    ),
  );
}

async function moduleId(appId: string, stepName: string, cookie: string) {
  const body = await readJsonBody(await getOne(appId, stepName, cookie));
  return body.id as string;
}

async function snapshotCount(appId: string) {
  return db.progressSnapshot.count({ where: { appId } });
}

describe("GET /api/apps/{appId}/modules", () => {
  it("lists the eight modules in order, not started, only the first open", async () => {
    const { app, cookie } = await signedInWithApp();
    const response = await list(app.id, cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      stepName: string;
      status: string;
      locked: boolean;
      id: null;
    }[];
    expect(body.map((m) => m.stepName)).toEqual([...STEP_NAMES]);
    expect(body.every((m) => m.status === "not_started" && m.id === null)).toBe(true);
    expect(body.map((m) => m.locked)).toEqual([false, true, true, true, true, true, true, true]);
  });

  it("is 401 without a session and 404 for another tenant's or a missing app", async () => {
    const { app } = await signedInWithApp();
    const other = await signedInWithApp();
    expect((await list(app.id)).status).toBe(401);
    expect((await list(app.id, other.cookie)).status).toBe(404);
    expect((await list("no-such-app", other.cookie)).status).toBe(404);
  });

  it("refuses other methods", async () => {
    const post = jsonRequest("/api/apps/any/modules", {}, { method: "POST" });
    const response = await listAction(routeArgs(post, { appId: "any" }));
    expect(response.status).toBe(405);
  });
});

describe("GET /api/apps/{appId}/modules/{stepName}", () => {
  it("creates a not_started record once, so the client has an id", async () => {
    const { app, cookie } = await signedInWithApp();
    const first = await getOne(app.id, "seo", cookie);
    expect(first.status).toBe(200);
    const body = await readJsonBody(first);
    expect(body).toMatchObject({ appId: app.id, stepName: "seo", status: "not_started", data: {} });
    expect(typeof body.id).toBe("string");
    const again = await readJsonBody(await getOne(app.id, "seo", cookie));
    expect(again.id).toBe(body.id);
    expect(await db.module.count({ where: { appId: app.id } })).toBe(1);
  });

  it("is 404 for an unknown step and for another tenant's app", async () => {
    const { app, cookie } = await signedInWithApp();
    const other = await signedInWithApp();
    const unknown = await getOne(app.id, "marketing", cookie);
    expect(unknown.status).toBe(404);
    expect((await readJsonBody(unknown)).message).toMatch(/Unknown module step/);
    expect((await getOne(app.id, "seo", other.cookie)).status).toBe(404);
    expect(await db.module.count({ where: { appId: app.id } })).toBe(0);
  });
});

describe("PUT /api/modules/{moduleId}", () => {
  it("saves a draft as in_progress and a completion as completed, with progress and a snapshot", async () => {
    const { app, cookie } = await signedInWithApp();
    const id = await moduleId(app.id, "foundation", cookie);

    const draft = await put(id, { status: "in_progress", data: VALID_FOUNDATION }, cookie);
    expect(draft.status).toBe(200);
    expect(await readJsonBody(draft)).toMatchObject({
      id,
      status: "in_progress",
      appProgress: 0,
      data: { ...VALID_FOUNDATION, teamBackground: "" },
    });

    const done = await put(id, { status: "completed", data: VALID_FOUNDATION }, cookie);
    expect(await readJsonBody(done)).toMatchObject({ status: "completed", appProgress: 13 });
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).progress).toBe(13);
    const snapshots = await db.progressSnapshot.findMany({
      where: { appId: app.id },
      orderBy: { createdAt: "asc" },
    });
    expect(snapshots.map((s) => s.progress)).toEqual([0, 13]);
  });

  it("keeps a completed module completed when it is saved as a draft again", async () => {
    const { app, cookie } = await signedInWithApp();
    const id = await moduleId(app.id, "foundation", cookie);
    await put(id, { status: "completed", data: VALID_FOUNDATION }, cookie);
    const draft = await readJsonBody(
      await put(
        id,
        { status: "in_progress", data: { ...VALID_FOUNDATION, usp: "Edited" } },
        cookie,
      ),
    );
    expect(draft).toMatchObject({ status: "completed", appProgress: 13, data: { usp: "Edited" } });
  });

  it("refuses a locked step with 409 and changes nothing", async () => {
    const { app, cookie } = await signedInWithApp();
    const id = await moduleId(app.id, "seo", cookie);
    for (const status of ["completed", "in_progress"]) {
      const response = await put(id, { status, data: { primaryKeywords: "x" } }, cookie);
      expect(response.status).toBe(409);
      expect((await readJsonBody(response)).message).toBe(
        "SEO is locked. Complete Foundation first.",
      );
    }
    const stored = await db.module.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ status: "not_started", data: {} });
    expect(await snapshotCount(app.id)).toBe(0);
  });

  it("opens the next step once the previous one is completed", async () => {
    const { app, cookie } = await signedInWithApp();
    await completeModules(app.id, ["foundation"]);
    const id = await moduleId(app.id, "seo", cookie);
    const response = await put(
      id,
      { status: "completed", data: { primaryKeywords: "cozy", metaDescription: "Cozy puzzles" } },
      cookie,
    );
    expect(response.status).toBe(200);
    expect((await readJsonBody(response)).appProgress).toBe(25);
  });

  it("answers invalid data with 400 and field errors, and changes nothing", async () => {
    const { app, cookie } = await signedInWithApp();
    const id = await moduleId(app.id, "foundation", cookie);
    await put(id, { status: "in_progress", data: VALID_FOUNDATION }, cookie);
    const before = await db.module.findUniqueOrThrow({ where: { id } });
    const snapshotsBefore = await snapshotCount(app.id);

    const cases: [unknown, string, RegExp][] = [
      [
        { ...VALID_FOUNDATION, elevatorPitch: "x".repeat(141) },
        "data.elevatorPitch",
        /at most 140 characters/,
      ],
      [{ ...VALID_FOUNDATION, competitor3: "Fourth" }, "data.competitor3", /up to 3 competitors/],
      [
        { ...VALID_FOUNDATION, somethingElse: "x" },
        "data.somethingElse",
        /not a field of the Foundation module/,
      ],
      [{ competitorWeakness1: "No name" }, "data.competitor1", /Name the competitor/],
      [{ usp: 42 }, "data.usp", /must be text/],
      ["not an object", "data", /data must be an object/],
    ];
    for (const [data, key, message] of cases) {
      const response = await put(id, { status: "completed", data }, cookie);
      expect(response.status, key).toBe(400);
      const body = await readJsonBody(response);
      expect(body.errors?.[key]?.join(" "), key).toMatch(message);
    }
    const status = await put(id, { status: "not_started", data: VALID_FOUNDATION }, cookie);
    expect(status.status).toBe(400);
    expect((await readJsonBody(status)).errors?.status).toEqual([
      "status must be in_progress or completed",
    ]);

    expect(await db.module.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect(await snapshotCount(app.id)).toBe(snapshotsBefore);
  });

  it("enforces the meta description limit of 155 characters, counting what people see", async () => {
    const { app, cookie } = await signedInWithApp();
    await completeModules(app.id, ["foundation"]);
    const id = await moduleId(app.id, "seo", cookie);
    const ok = await put(
      id,
      { status: "in_progress", data: { metaDescription: "é".repeat(155) } },
      cookie,
    );
    expect(ok.status).toBe(200);
    const tooLong = await put(
      id,
      { status: "in_progress", data: { metaDescription: "é".repeat(156) } },
      cookie,
    );
    expect(tooLong.status).toBe(400);
    expect((await readJsonBody(tooLong)).errors?.["data.metaDescription"]?.[0]).toMatch(
      /at most 155 characters \(you have 156/,
    );
  });

  it("checks content ideas: known ids, at most 3, at least one to complete; stores the schedule", async () => {
    const { app, cookie } = await signedInWithApp();
    await completeModules(app.id, ["foundation", "seo"]);
    const id = await moduleId(app.id, "content", cookie);
    const refused: [unknown, RegExp][] = [
      [[], /at least one content idea/],
      [
        ["long-form-article", "q-and-a-pitch", "case-study-coverage", "seo-optimized-content"],
        /at most 3/,
      ],
      [["viral-dance"], /six content ideas/],
      [["q-and-a-pitch", "q-and-a-pitch"], /only once/],
    ];
    for (const [ideas, message] of refused) {
      const response = await put(
        id,
        { status: "completed", data: { selectedContentIdeas: ideas } },
        cookie,
      );
      expect(response.status).toBe(400);
      expect((await readJsonBody(response)).errors?.["data.selectedContentIdeas"]?.[0]).toMatch(
        message,
      );
    }
    // A draft with no idea is fine: Save Draft keeps unfinished work.
    expect(
      (await put(id, { status: "in_progress", data: { selectedContentIdeas: [] } }, cookie)).status,
    ).toBe(200);

    // The user's time zone is UTC. Read the day before and after the save: at midnight either is right.
    const before = new Date().toISOString().slice(0, 10);
    const saved = await readJsonBody(
      await put(
        id,
        {
          status: "completed",
          data: { selectedContentIdeas: ["q-and-a-pitch", "long-form-article"] },
        },
        cookie,
      ),
    );
    const schedule = (saved.data as { contentSchedule: { dueDate: string; channel: string }[] })
      .contentSchedule;
    const after = new Date().toISOString().slice(0, 10);
    const planFrom = (day: string) => {
      const inDays = (n: number) =>
        new Date(Date.parse(`${day}T00:00:00Z`) + n * 864e5).toISOString().slice(0, 10);
      return [
        // A game's plan is tagged as every plan is: Blog, then LinkedIn (its own channels are
        // only suggested on the page).
        { week: 1, ideaId: "q-and-a-pitch", channel: "Blog", dueDate: inDays(7) },
        { week: 2, ideaId: "long-form-article", channel: "LinkedIn", dueDate: inDays(14) },
      ];
    };
    expect([planFrom(before), planFrom(after)]).toContainEqual(schedule);
    expect(saved.appProgress).toBe(38);

    // Sending the stored plan back (as a client that PUTs what it GOT) is accepted; the server keeps its own.
    const echoed = await put(id, { status: "completed", data: saved.data }, cookie);
    expect(echoed.status).toBe(200);
    expect(
      ((await readJsonBody(echoed)).data as { contentSchedule: unknown }).contentSchedule,
    ).toEqual(schedule);
  });

  it("is 404 for another tenant's module, on GET and PUT, and changes nothing", async () => {
    const { app, cookie } = await signedInWithApp();
    const other = await signedInWithApp();
    const id = await moduleId(app.id, "foundation", cookie);
    const response = await put(id, { status: "completed", data: VALID_FOUNDATION }, other.cookie);
    expect(response.status).toBe(404);
    const get = await settle(() =>
      moduleLoader(routeArgs(getRequest(`/api/modules/${id}`, other.cookie), { moduleId: id })),
    );
    expect(get.status).toBe(404);
    expect((await db.module.findUniqueOrThrow({ where: { id } })).status).toBe("not_started");
  });

  it("refuses saves once the trial has ended (403) and wrong content types (415)", async () => {
    const { app, cookie, tenant } = await signedInWithApp();
    const id = await moduleId(app.id, "foundation", cookie);
    const wrongType = await settle(() =>
      putAction(
        routeArgs(
          jsonRequest(`/api/modules/${id}`, "status=completed", {
            method: "PUT",
            cookie,
            headers: { "Content-Type": "text/plain" },
          }),
          { moduleId: id },
        ),
      ),
    );
    expect(wrongType.status).toBe(415);

    await db.tenant.update({
      where: { id: tenant.id },
      data: { createdAt: new Date(Date.now() - 8 * 864e5) },
    });
    const response = await put(id, { status: "completed", data: VALID_FOUNDATION }, cookie);
    expect(response.status).toBe(403);
    expect((await readJsonBody(response)).message).toMatch(/trial has ended/);
    expect((await db.module.findUniqueOrThrow({ where: { id } })).status).toBe("not_started");
  });

  it("refuses other methods with 405", async () => {
    const { app, cookie } = await signedInWithApp();
    const id = await moduleId(app.id, "foundation", cookie);
    const response = await settle(() =>
      putAction(
        routeArgs(jsonRequest(`/api/modules/${id}`, {}, { method: "POST", cookie }), {
          moduleId: id,
        }),
      ),
    );
    expect(response.status).toBe(405);
  });
});
