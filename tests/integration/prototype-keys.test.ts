// Keys named like Object.prototype members ("constructor", "__proto__", "toString"...) are ordinary
// text: refused as unknown fields with 400, never a 500, in module data, wizard answers and listings.
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { addFieldError, newFieldErrors } from "~/lib/field-errors";
import { action as appAction } from "~/routes/api.apps.$appId";
import { action as listingAction } from "~/routes/api.apps.$appId.listing";
import { loader as oneLoader } from "~/routes/api.apps.$appId.modules.$stepName";
import { action as putAction } from "~/routes/api.modules.$moduleId";
import { db } from "~/services/db.server";
import { zodFieldErrors } from "~/utils/api.server";

import { getRequest, jsonRequest, routeArgs, settle } from "./helpers";
import { readJsonBody, signedInWithApp } from "./modules-fixtures";

const PROTOTYPE_NAMES = [
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
  "__defineGetter__",
];

/** A JSON body with one own key of that name (an object literal would set the prototype). */
const withKey = (name: string, value: unknown = "x") =>
  JSON.parse(`{${JSON.stringify(name)}:${JSON.stringify(value)}}`);

describe("field errors keyed by user input", () => {
  it("collect messages under any name, inherited or not", () => {
    const errors = newFieldErrors();
    for (const name of PROTOTYPE_NAMES) {
      addFieldError(errors, name, "one");
      addFieldError(errors, name, "two");
    }
    expect(JSON.parse(JSON.stringify(errors))).toEqual(
      Object.fromEntries(PROTOTYPE_NAMES.map((name) => [name, ["one", "two"]])),
    );
    const parsed = z.strictObject({ a: z.string() }).safeParse(withKey("constructor"));
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(Object.keys(zodFieldErrors(parsed.error))).toContain("_root");
  });
});

describe("prototype-named keys in API bodies", () => {
  it("PUT /api/modules/{id}: 400 naming the unknown field, module unchanged", async () => {
    const { app, cookie } = await signedInWithApp();
    const got = await settle(() =>
      oneLoader(
        routeArgs(getRequest(`/api/apps/${app.id}/modules/foundation`, cookie), {
          appId: app.id,
          stepName: "foundation",
        }),
      ),
    );
    const id = (await readJsonBody(got)).id as string;
    const before = await db.module.findUniqueOrThrow({ where: { id } });
    for (const status of ["in_progress", "completed"]) {
      for (const name of PROTOTYPE_NAMES) {
        const body = `{"status":"${status}","data":${JSON.stringify(withKey(name))}}`;
        const response = await settle(() =>
          putAction(
            routeArgs(jsonRequest(`/api/modules/${id}`, body, { method: "PUT", cookie }), {
              moduleId: id,
            }),
          ),
        );
        expect(response.status, `${status} ${name}`).toBe(400);
        const errors = (await readJsonBody(response)).errors ?? {};
        expect(Object.hasOwn(errors, `data.${name}`), `${name}: ${JSON.stringify(errors)}`).toBe(
          true,
        );
        expect(errors[`data.${name}`].join(" ")).toMatch(/not a field of the Foundation module/);
      }
    }
    expect(await db.module.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it("PUT /api/apps/{id} wizardAnswers and PUT /api/apps/{id}/listing: 400 unknown fields", async () => {
    const { app, cookie } = await signedInWithApp();
    for (const name of PROTOTYPE_NAMES) {
      const answers = `{"wizardAnswers":${JSON.stringify(withKey(name))}}`;
      const saved = await settle(() =>
        appAction(
          routeArgs(jsonRequest(`/api/apps/${app.id}`, answers, { method: "PUT", cookie }), {
            appId: app.id,
          }),
        ),
      );
      expect(saved.status, `answers ${name}`).toBe(400);
      const listing = await settle(() =>
        listingAction(
          routeArgs(
            jsonRequest(`/api/apps/${app.id}/listing`, JSON.stringify(withKey(name)), {
              method: "PUT",
              cookie,
            }),
            { appId: app.id },
          ),
        ),
      );
      expect(listing.status, `listing ${name}`).toBe(400);
      expect(Object.keys((await readJsonBody(listing)).errors ?? {})).toContain(name);
    }
    const after = await db.app.findUniqueOrThrow({ where: { id: app.id } });
    expect(after.wizardAnswers).toEqual({});
    expect(await db.listingLocale.count({ where: { appId: app.id } })).toBe(0);
  });
});
