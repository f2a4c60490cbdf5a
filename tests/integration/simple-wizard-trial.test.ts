// The simple wizard after the trial: Previous and Next still move; every save is refused.

import { describe, expect, it } from "vitest";

import { action as simpleAction } from "~/routes/_app.simple-wizard.$appId/route";
import { db } from "~/services/db.server";

import { formRequest, routeArgs, settle } from "./helpers";
import { signedInWithApp } from "./modules-fixtures";

describe("simple wizard after the trial", () => {
  async function expiredWithApp() {
    const signedIn = await signedInWithApp("health");
    await db.tenant.update({
      where: { id: signedIn.tenant.id },
      data: { subscriptionStatus: "expired" },
    });
    return signedIn;
  }

  function post(appId: string, cookie: string, fields: Record<string, string>) {
    return settle(() =>
      simpleAction(
        routeArgs(formRequest(`/simple-wizard/${appId}?step=${fields.step}`, fields, { cookie }), {
          appId,
        }),
      ),
    );
  }

  it("moves with Previous and Next without saving", async () => {
    const { app, cookie } = await expiredWithApp();
    const next = await post(app.id, cookie, { step: "1", intent: "next", "who-uses": "Nurses" });
    expect(next.status).toBe(302);
    expect(next.headers.get("Location")).toBe(`/simple-wizard/${app.id}?step=2`);
    const previous = await post(app.id, cookie, { step: "1", intent: "previous" });
    expect(previous.status).toBe(302);
    expect(previous.headers.get("Location")).toBe(`/simple-wizard/${app.id}?step=0`);
    const stored = await db.app.findUniqueOrThrow({ where: { id: app.id } });
    expect(stored.wizardAnswers).toEqual({});
    expect(stored.progress).toBe(0);
  });

  it("still refuses Save, Finish and Next on the last step, keeping the typed answer", async () => {
    const { app, cookie } = await expiredWithApp();
    const attempts: Record<string, string>[] = [
      { step: "1", intent: "save", "who-uses": "Nurses" },
      { step: "3", intent: "finish", "success-looks-like": "1000 users" },
      { step: "3", intent: "next", "success-looks-like": "1000 users" },
    ];
    for (const fields of attempts) {
      const response = await post(app.id, cookie, fields);
      expect(response.status).toBe(403);
      const body = (await response.json()) as {
        formId: string;
        billing?: true;
        result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
      };
      expect(body).toMatchObject({ formId: "simple-wizard", billing: true });
      expect(body.result.error?.[""]?.[0]).toMatch(/\/billing/);
      const typed = Object.entries(fields).find(([key]) => key !== "step" && key !== "intent");
      expect(body.result.initialValue?.[typed![0]]).toBe(typed![1]);
    }
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).wizardAnswers).toEqual({});
  });
});
