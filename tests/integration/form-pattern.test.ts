// The one form pattern (docs/forms.md), checked on every page route module with an action:
// (a) it exports its `intents` (one handler per button's intent, run by dispatchIntent);
// (b) a post it does not redirect is answered with the one shape, an ActionReply
//     ({ formId, result }, app/lib/forms.ts): an unknown intent is a 400 with formId
//     "unknown-intent", and each intent's empty form is a redirect, a thrown 404/403, or an
//     ActionReply with a 2xx/4xx status (503 when a service is not set up here) — never another
//     body, never a 500;
// (c) in the browser, every posting <Form> in app/ spreads the pattern's props (Conform's or a
//     button form's), so every refusal is drawn by the same summary.
// The list is read from app/routes, so a new page with an action is checked without a line here;
// a new route parameter needs a value in PARAMS below.
import fs from "node:fs";
import path from "node:path";

import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, test } from "vitest";

import { isActionReply, UNKNOWN_FORM_ID } from "~/lib/forms";
import { createInvitation } from "~/models/team.server";
import { db } from "~/services/db.server";
import { unsubscribeToken } from "~/services/unsubscribe.server";

import { routeModuleFiles, routeName, ROUTES_DIR } from "../route-files";
import { createSignedInUser, formRequest, isDataWithInit, routeArgs } from "./helpers";

type RouteModule = {
  default?: unknown;
  action?: (args: ActionFunctionArgs) => Promise<unknown> | unknown;
  intents?: unknown;
};

const modules = import.meta.glob<RouteModule>([
  "../../app/routes/*.{ts,tsx}",
  "../../app/routes/*/route.{ts,tsx}",
]);

/** Page route modules (a default export; not /api) that export an action, folder routes too. */
function pageRoutesWithAction(): string[] {
  return routeModuleFiles()
    .filter((file) => !file.startsWith("api."))
    .filter((file) => {
      const source = fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");
      return (
        /export default /.test(source) &&
        /export (async )?(function|const|let) action\b|export \{[^}]*\baction\b/.test(source)
      );
    })
    .sort();
}

async function load(file: string): Promise<RouteModule> {
  const importer = modules[`../../app/routes/${file}`];
  if (!importer) throw new Error(`${file} is not in the route glob`);
  return importer();
}

/**
 * Page modules with an action that is not a form's: each with the reason, and what a post to
 * it must answer instead (checked below, so the exception cannot hide a form).
 */
const NOT_FORMS: Record<string, { reason: string; status: number }> = {
  "$/route.tsx": {
    reason:
      "the catch-all not-found page: it shows no form; its action only makes a post to an unknown address a 404 (not a 405)",
    status: 404,
  },
};

/** Public pages: posted to without a session (a signed-in person is sent on). */
const VISITOR_PAGES = new Set([
  "auth/route.tsx",
  "auth_.two-step/route.tsx",
  "invite.$token/route.tsx",
  "unsubscribe.$token/route.tsx",
]);

type Fixtures = {
  user: Awaited<ReturnType<typeof createSignedInUser>>;
  admin: Awaited<ReturnType<typeof createSignedInUser>>;
  appId: string;
  otherTenantId: string;
  token: string;
  /** The user's own unsubscribe link's token. */
  unsubscribeToken: string;
};

/** The value of each URL parameter, from the fixtures (a new parameter needs a line here). */
const PARAMS: Record<string, (f: Fixtures) => string> = {
  appId: (f) => f.appId,
  tenantId: (f) => f.otherTenantId,
  token: (f) => f.token,
};

/** A route whose parameter of that name is another kind of value (its own kind of token). */
const FILE_PARAMS: Record<string, Record<string, (f: Fixtures) => string>> = {
  "unsubscribe.$token/route.tsx": { token: (f) => f.unsubscribeToken },
};

/** The URL and params of a flat-routes module, e.g. _app.apps.$appId.share/route.tsx → /apps/a1/share. */
function addressOf(file: string, fixtures: Fixtures) {
  const params: Record<string, string> = {};
  const segments = routeName(file)
    .split(".")
    .filter((segment) => !segment.startsWith("_") && segment !== "route")
    .map((segment) => segment.replace(/_$/, ""));
  const parts = segments.map((segment) => {
    if (segment === "$") {
      params["*"] = "no-such-page";
      return "no-such-page";
    }
    if (!segment.startsWith("$")) return segment;
    const name = segment.slice(1);
    const value = FILE_PARAMS[file]?.[name] ?? PARAMS[name];
    if (!value) throw new Error(`${file}: no fixture value for the route parameter $${name}`);
    params[name] = value(fixtures);
    return params[name];
  });
  return { url: `/${parts.join("/")}`, params };
}

type Answer = {
  thrown: boolean;
  status: number;
  location: string | null;
  body: unknown;
  error?: string;
};

async function answerOf(value: unknown, thrown: boolean): Promise<Answer> {
  if (value instanceof Response) {
    const type = value.headers.get("Content-Type") ?? "";
    const text = await value.clone().text();
    let body: unknown = text;
    if (type.includes("json")) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { thrown, status: value.status, location: value.headers.get("Location"), body };
  }
  if (isDataWithInit(value)) {
    return { thrown, status: value.init?.status ?? 200, location: null, body: value.data };
  }
  if (thrown) {
    const message = value instanceof Error ? value.message : String(value);
    return { thrown, status: 500, location: null, body: null, error: message };
  }
  return { thrown, status: 200, location: null, body: value };
}

let client = 0;

async function post(file: string, fields: Record<string, string>, fixtures: Fixtures) {
  const route = await load(file);
  const { url, params } = addressOf(file, fixtures);
  const signedIn = VISITOR_PAGES.has(file)
    ? undefined
    : file.includes("admin")
      ? fixtures.admin.cookie
      : fixtures.user.cookie;
  const request = formRequest(url, fields, { cookie: signedIn });
  // A client address of its own per post, so that no rate limit of the sign-up forms answers.
  const address = `198.51.100.${(client++ % 250) + 1}`;
  try {
    return await answerOf(await route.action!(routeArgs(request, params, address)), false);
  } catch (thrown) {
    return answerOf(thrown, true);
  }
}

function describeAnswer(answer: Answer) {
  if (answer.error) return `a ${answer.thrown ? "thrown" : "returned"} error: ${answer.error}`;
  const body = JSON.stringify(answer.body)?.slice(0, 200);
  return `${answer.thrown ? "thrown" : "returned"} ${answer.status}${
    answer.location ? ` to ${answer.location}` : ""
  } with ${body}`;
}

/** Why an answer breaks the pattern, or null when it is one of the allowed answers. */
function problemWith(answer: Answer, visitor: boolean): string | null {
  if (answer.status >= 300 && answer.status < 400 && answer.location) {
    // A signed-in fixture sent to sign in would make every check pass without running a handler.
    if (!visitor && answer.location.startsWith("/auth")) return "a redirect to sign in";
    return null;
  }
  if (answer.thrown && (answer.status === 404 || answer.status === 403)) return null;
  if (!answer.thrown && isActionReply(answer.body)) {
    const ok =
      (answer.status >= 200 && answer.status < 300) ||
      (answer.status >= 400 && answer.status < 500) ||
      // A service this server lacks (payments not configured, no demo account): 503, said.
      answer.status === 503;
    return ok ? null : `an ActionReply with status ${answer.status}`;
  }
  return "not a redirect, a thrown 404/403 or an ActionReply";
}

async function fixturesFor(): Promise<Fixtures> {
  const user = await createSignedInUser();
  const admin = await createSignedInUser({ role: "admin" });
  const other = await createSignedInUser();
  const app = await db.app.create({
    // With a category: the wizards send an app without one to pick it first.
    data: {
      tenantId: user.tenant.id,
      name: "Form pattern app",
      category: "games",
      wizardAnswers: {},
    },
  });
  const invited = await createInvitation(user.user, {
    email: `invited-${app.id}@example.com`,
    role: "member",
  });
  if (!invited.ok) throw new Error(`no invitation for the fixtures: ${invited.message}`);
  return {
    user,
    admin,
    appId: app.id,
    otherTenantId: other.tenant.id,
    token: invited.invitation.token,
    unsubscribeToken: unsubscribeToken(user.user, "taskReminders"),
  };
}

const ROUTES = pageRoutesWithAction();
const FORM_ROUTES = ROUTES.filter((file) => !Object.hasOwn(NOT_FORMS, file));

describe("the page routes with an action", () => {
  test("are found (the listing itself works)", () => {
    expect(ROUTES).toContain("_app.help/route.tsx");
    expect(ROUTES).toContain("auth/route.tsx");
    // Folder routes (app/routes/<name>/route.tsx), the profile's layout and rooms.
    expect(ROUTES).toContain("_app.profile/route.tsx");
    expect(ROUTES).toContain("_app.profile.email/route.tsx");
    expect(ROUTES.some((file) => file.startsWith("api."))).toBe(false);
    // A resource route without a component (sign-out) is not a page.
    expect(ROUTES).not.toContain("logout.tsx");
  });

  test.each(Object.entries(NOT_FORMS).map(([file, { reason, status }]) => [file, reason, status]))(
    "%s is not a form (%s)",
    async (file, _reason, status) => {
      expect(ROUTES).toContain(file);
      const fixtures = await fixturesFor();
      const answer = await post(file, { intent: "anything" }, fixtures);
      expect(answer.status, describeAnswer(answer)).toBe(status);
      const route = await load(file);
      expect(
        route.intents,
        `${file} has intents: it is a form page, remove it from NOT_FORMS`,
      ).toBe(undefined);
    },
  );
});

describe.each(FORM_ROUTES)("%s", (file) => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    fixtures = await fixturesFor();
  });

  test("exports an `intents` object (dispatchIntent runs its action)", async () => {
    const route = await load(file);
    expect(typeof route.action).toBe("function");
    expect(
      route.intents !== null && typeof route.intents === "object" && !Array.isArray(route.intents),
      `${file} does not export \`intents\` (docs/forms.md: export const intents = {...} satisfies Intents<Ctx>)`,
    ).toBe(true);
    expect(Object.keys(route.intents as object).length, `${file}: no intent`).toBeGreaterThan(0);
  });

  test("answers an unknown intent with 400 and the ActionReply of formId unknown-intent", async () => {
    const answer = await post(file, { intent: "no-such-intent", note: "typed" }, fixtures);
    const seen = `${file} answered ${describeAnswer(answer)}`;
    expect(answer.thrown, seen).toBe(false);
    expect(answer.status, seen).toBe(400);
    expect(isActionReply(answer.body), seen).toBe(true);
    const reply = answer.body as { formId: string; result: { initialValue?: unknown } };
    expect(reply.formId, seen).toBe(UNKNOWN_FORM_ID);
    // What was typed comes back with the refusal.
    expect(reply.result.initialValue, seen).toMatchObject({ note: "typed" });
  });

  test("answers each intent's empty form with a redirect, a 404/403 or an ActionReply", async () => {
    const route = await load(file);
    const intents = Object.keys((route.intents as object | undefined) ?? {});
    expect(intents.length, `${file} exports no intents to post`).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const intent of intents) {
      const answer = await post(file, { intent }, fixtures);
      const problem = problemWith(answer, VISITOR_PAGES.has(file));
      if (problem)
        problems.push(`${file} intent "${intent}": ${problem} (${describeAnswer(answer)})`);
    }
    expect(problems).toEqual([]);
  });
});

describe("the checks themselves", () => {
  test("tell the allowed answers from the others", () => {
    const reply = { formId: "f", result: { status: "error", error: { x: ["Bad"] } } };
    const base = { thrown: false, location: null };
    expect(problemWith({ ...base, status: 400, body: reply }, false)).toBeNull();
    expect(
      problemWith(
        { ...base, status: 200, body: { ...reply, result: { status: "success" } } },
        false,
      ),
    ).toBeNull();
    expect(problemWith({ ...base, status: 302, location: "/apps", body: "" }, false)).toBeNull();
    expect(
      problemWith({ ...base, status: 302, location: "/auth?redirectTo=/x", body: "" }, false),
    ).not.toBeNull();
    expect(
      problemWith({ ...base, thrown: true, status: 404, body: "Not found" }, false),
    ).toBeNull();
    expect(problemWith({ ...base, thrown: true, status: 400, body: "Bad" }, false)).not.toBeNull();
    expect(problemWith({ ...base, status: 400, body: { error: "Bad" } }, false)).not.toBeNull();
    expect(
      problemWith({ ...base, status: 400, body: { errors: { x: ["Bad"] } } }, false),
    ).not.toBeNull();
    expect(problemWith({ ...base, status: 500, body: reply }, false)).not.toBeNull();
    expect(
      problemWith({ ...base, thrown: true, status: 500, body: null, error: "boom" }, false),
    ).not.toBeNull();
  });

  test("fill every route parameter", () => {
    const fixtures = {
      appId: "a1",
      otherTenantId: "t1",
      token: "tok",
    } as Fixtures;
    expect(addressOf("_app.apps.$appId.share/route.tsx", fixtures)).toEqual({
      url: "/apps/a1/share",
      params: { appId: "a1" },
    });
    expect(addressOf("_app.admin_.tenants.$tenantId/route.tsx", fixtures).url).toBe(
      "/admin/tenants/t1",
    );
    expect(addressOf("invite.$token/route.tsx", fixtures).url).toBe("/invite/tok");
    // A folder route: its route.tsx is the module, the folder's name its address.
    expect(addressOf("_app.profile.two-step/route.tsx", fixtures).url).toBe("/profile/two-step");
    expect(addressOf("_app.profile/route.tsx", fixtures).url).toBe("/profile");
    for (const file of ROUTES) expect(() => addressOf(file, fixtures)).not.toThrow();
  });
});

// The browser half: every posting <Form> in app/ is a form of the pattern, so a refusal shows the
// same way everywhere: Conform's props (`{...appFormProps(form)}`, forms with fields) or a button
// form's (`{...x.formProps}` from useButtonForm, or <ButtonForm>), never a bare method="post".
const APP_DIR = path.resolve(import.meta.dirname, "../../app");

/** Posting forms that answer no reply at all, each with the reason. */
const BARE_POST_FORMS: Record<string, string> = {
  "routes/_index/route.tsx":
    "the landing page's TRY LIVE DEMO posts a whole page to /auth (reloadDocument), which answers with the demo or with its own page showing any refusal: the landing page has no reply to show",
  "routes/_app.wizard.$appId/plan-start.tsx":
    "the plan's launch-date field posts a whole page to the checklist's own action, which answers with the checklist page showing any refusal under its own launch-date form: the wizard page has no reply to show",
  "components/layout/logout-form.tsx":
    "signing out always redirects (to /auth, or to /dashboard with an error toast): there is no reply to show, and the form is on every page twice (sidebar and user menu), so it has no id",
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

describe("the browser half of the pattern", () => {
  test("every posting <Form> spreads the pattern's props", () => {
    const bare: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(APP_DIR)) {
      const relative = path.relative(APP_DIR, file);
      const source = fs.readFileSync(file, "utf8");
      // The opening tag: from `<Form` to the first line that closes it.
      for (const match of source.matchAll(/<Form\s[\s\S]*?>\n/g)) {
        const tag = match[0];
        if (/method="get"/.test(tag)) continue;
        checked++;
        if (/\{\.\.\.appFormProps\(|\{\.\.\.(\w+\.)?formProps\}/.test(tag)) continue;
        if (BARE_POST_FORMS[relative]) continue;
        bare.push(`${relative}: ${tag.split("\n")[0].trim()}`);
      }
    }
    expect(checked).toBeGreaterThan(15);
    expect(bare).toEqual([]);
  });
});
