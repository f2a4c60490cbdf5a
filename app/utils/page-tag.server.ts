// The page tag: a validator for the pages whose route declares one (`handle.edge.tag`: the
// dashboard, an app's checklist and its calendar) computed from what those pages show, without
// rendering them. The server entry (scripts/server-app.mjs) asks
// for it before Remix runs: a conditional GET whose If-None-Match names it is answered 304 with
// no loader and no React render, and a page Remix does render carries it as its ETag.
//
// The rules: (1) the tag is computed BEFORE the page runs, so a write racing a render can only
// give the next revisit a new tag, never an old page under a new tag; (2) every input a tagged
// page shows is in the tag: the user's and tenant's columns, the bell's unread count, per table
// of the tenant the count, the latest updatedAt and how many rows have it, the tasks overdue now,
// Lite mode, the day in the user's zone, the trial's days left, the build, the URL with its query
// and the kind (document or `.data`); (3) when unsure the hook says null and the page runs (its
// body hash is its ETag). A page that reads a new table or column adds it here, and the write
// walk in tests/integration/page-tag.test.ts gains its write. Every write of those tables goes
// through Prisma, which moves updatedAt; a raw UPDATE of them must set updatedAt itself.
import { createHash } from "node:crypto";

import { safeTimeZone, todayIn } from "~/lib/dates";
import { effectiveSubscriptionStatus, trialDaysLeft } from "~/lib/trial";
import { sessionIdleMs, touchSession } from "~/models/session.server";
import { db } from "~/services/db.server";
import { type EdgeRoutes, edgeRulesAt } from "~/utils/edge-rules.server";
import { isLiteRequest } from "~/utils/lite-mode.server";
import { currentSessionId } from "~/utils/session.server";

/** A flash toast is shown once: a page with one to show is never answered 304. */
const TOAST_COOKIE = /(?:^|;\s*)amm_toast=[^;]/;

/**
 * The tagged page a URL names, as its route declares it (`handle.edge.tag`, app/lib/edge-rules.ts;
 * document or `.data` read): its app id (null for a company page), or undefined when untagged.
 */
export function taggedPage(url: URL, routes: EdgeRoutes): { appId: string | null } | undefined {
  const { rules, params } = edgeRulesAt(routes, url.pathname);
  if (rules.tag === "company") return { appId: null };
  if (rules.tag === "app" && params.appId) return { appId: params.appId };
  return undefined;
}

/** What the page tag hook is given: the build's version and its route table. */
export type PageTagOptions = { version: string; routes?: EdgeRoutes };

/** What the tag is hashed from; each field is something one of the tagged pages shows. */
export type PageTagInputs = {
  /** Build version (the page's scripts and markup), path and query, document or `.data`. */
  version: string;
  url: string;
  /** The signed-in user's columns the layout and pages read, and Lite mode for this request. */
  user: Record<string, unknown>;
  lite: boolean;
  /** The subscription as the layout shows it now (status, trial days left). */
  subscription: { status: string; trialDaysLeft: number };
  /** The day in the user's zone: "today" and the calendar's default month. */
  localDate: string;
  /** The bell's unread count. */
  unread: number;
  /** Count and last change of each of the tenant's tables the pages read, overdue tasks now. */
  rows: Record<string, unknown>;
};

type TagRow = {
  id: string;
  email: string;
  role: string;
  teamRole: string;
  tenantId: string;
  timeZone: string;
  weekStart: number | bigint;
  liteMode: boolean | number | bigint;
  bellSeenAt: unknown;
  updatedAt: unknown;
  demo: string | null;
  demoExpiresAt: Date | string | null;
  subscriptionStatus: string;
  tenantCreatedAt: Date | string;
  tenantUpdatedAt: unknown;
  sessionLastSeenAt: Date | string | null;
  unread: number | bigint;
  members: number | bigint;
  membersAt: unknown;
  apps: number | bigint;
  appsAt: unknown;
  modules: number | bigint;
  modulesAt: unknown;
  tasks: number | bigint;
  tasksAt: unknown;
  overdue: number | bigint;
  appsAtCount: number | bigint;
  modulesAtCount: number | bigint;
  tasksAtCount: number | bigint;
  appFound: number | bigint | null;
};

/** The calendar date (YYYY-MM-DD) of an instant in a zone (an unknown zone is UTC). */
export function localDate(now: Date, timeZone: string): string {
  return todayIn(timeZone, now);
}

/** A value of a raw row as plain text: dates, big integers and numbers read alike. */
function plain(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  return String(value);
}

/** The weak ETag of a page from its inputs ("p" marks a page tag apart from body hashes). */
export function pageTagOf(inputs: PageTagInputs): string {
  const hash = createHash("sha1").update(JSON.stringify(inputs));
  return `W/"p${hash.digest("base64url").slice(0, 27)}"`;
}

/**
 * Everything a tagged page shows that can change, in ONE SQL statement: the session and its user,
 * the tenant, the unread announcements, and per table of the tenant (members, apps, modules,
 * checklist tasks) the row count, the latest updatedAt and how many rows have it (a delete moves
 * the count, an insert or update the time, or, for changes of two rows within one millisecond,
 * the number at that time), with the tasks overdue now. One pass per table (a derived table of its count, latest time, rows at
 * that time, overdue tasks); the tenant is found through the session id, not the outer row, so
 * each latest time is computed once, not once a row. Null when the page must run: not signed in,
 * a session that ended, the demo template or an expired sandbox, an app not in the tenant.
 */
export async function pageTagInputs(
  request: Request,
  { version, routes }: PageTagOptions,
  now = new Date(),
): Promise<PageTagInputs | null> {
  const url = new URL(request.url);
  const page = routes ? taggedPage(url, routes) : undefined;
  if (!page) return null;
  if (TOAST_COOKIE.test(request.headers.get("Cookie") ?? "")) return null;
  const sessionId = await currentSessionId(request);
  if (!sessionId) return null;
  const idleSince = new Date(now.getTime() - sessionIdleMs());
  const appId = page.appId ?? "";
  const rows = await db.$queryRaw<TagRow[]>`
    SELECT u."id", u."email", u."role", u."teamRole", u."tenantId", u."timeZone", u."weekStart",
      u."liteMode", u."bellSeenAt", u."updatedAt",
      t."demo", t."demoExpiresAt", t."subscriptionStatus", t."createdAt" AS "tenantCreatedAt",
      t."updatedAt" AS "tenantUpdatedAt", s."lastSeenAt" AS "sessionLastSeenAt",
      (SELECT COUNT(*) FROM "Announcement" an
        WHERE an."isActive" = ${true}
          AND (u."bellSeenAt" IS NULL OR an."createdAt" > u."bellSeenAt")) AS "unread",
      m."members", m."membersAt", p."apps", p."appsAt", p."appsAtCount", p."appFound",
      d."modules", d."modulesAt", d."modulesAtCount",
      c."tasks", c."tasksAt", c."tasksAtCount", c."overdue"
    FROM "Session" s
    JOIN "User" u ON u."id" = s."userId"
    JOIN "Tenant" t ON t."id" = u."tenantId"
    CROSS JOIN (SELECT COUNT(*) AS "members", MAX(x."updatedAt") AS "membersAt" FROM "User" x
      WHERE x."tenantId" = (SELECT su."tenantId" FROM "Session" ss JOIN "User" su ON su."id" = ss."userId" WHERE ss."id" = ${sessionId})) m
    CROSS JOIN (SELECT COUNT(*) AS "apps", MAX(a."updatedAt") AS "appsAt",
        SUM(CASE WHEN a."updatedAt" = (SELECT MAX(b."updatedAt") FROM "App" b
          WHERE b."tenantId" = (SELECT su."tenantId" FROM "Session" ss JOIN "User" su ON su."id" = ss."userId" WHERE ss."id" = ${sessionId})) THEN 1 ELSE 0 END) AS "appsAtCount",
        SUM(CASE WHEN a."id" = ${appId} THEN 1 ELSE 0 END) AS "appFound"
      FROM "App" a WHERE a."tenantId" = (SELECT su."tenantId" FROM "Session" ss JOIN "User" su ON su."id" = ss."userId" WHERE ss."id" = ${sessionId})) p
    CROSS JOIN (SELECT COUNT(*) AS "modules", MAX(e."updatedAt") AS "modulesAt",
        SUM(CASE WHEN e."updatedAt" = (SELECT MAX(f."updatedAt") FROM "Module" f
          JOIN "App" b ON b."id" = f."appId" WHERE b."tenantId" = (SELECT su."tenantId" FROM "Session" ss JOIN "User" su ON su."id" = ss."userId" WHERE ss."id" = ${sessionId})) THEN 1 ELSE 0 END)
          AS "modulesAtCount"
      FROM "Module" e JOIN "App" a ON a."id" = e."appId" WHERE a."tenantId" = (SELECT su."tenantId" FROM "Session" ss JOIN "User" su ON su."id" = ss."userId" WHERE ss."id" = ${sessionId})) d
    CROSS JOIN (SELECT COUNT(*) AS "tasks", MAX(k."updatedAt") AS "tasksAt",
        SUM(CASE WHEN k."updatedAt" = (SELECT MAX(f."updatedAt") FROM "ChecklistTask" f
          JOIN "App" b ON b."id" = f."appId" WHERE b."tenantId" = (SELECT su."tenantId" FROM "Session" ss JOIN "User" su ON su."id" = ss."userId" WHERE ss."id" = ${sessionId})) THEN 1 ELSE 0 END)
          AS "tasksAtCount",
        SUM(CASE WHEN k."done" = ${false} AND k."dueAt" < ${now} THEN 1 ELSE 0 END) AS "overdue"
      FROM "ChecklistTask" k JOIN "App" a ON a."id" = k."appId" WHERE a."tenantId" = (SELECT su."tenantId" FROM "Session" ss JOIN "User" su ON su."id" = ss."userId" WHERE ss."id" = ${sessionId})) c
    WHERE s."id" = ${sessionId} AND s."expiresAt" > ${now}
      AND (s."lastSeenAt" IS NULL OR s."lastSeenAt" > ${idleSince})`;
  const row = rows[0];
  if (!row || row.demo === "template") return null;
  if (row.demoExpiresAt && new Date(row.demoExpiresAt).getTime() <= now.getTime()) return null;
  if (page.appId !== null && Number(row.appFound ?? 0) === 0) return null;
  // A revisit answered 304 is a use of the session like any other.
  await touchSession(sessionId, row.sessionLastSeenAt, now);
  const tenantCreatedAt = new Date(row.tenantCreatedAt);
  const status = effectiveSubscriptionStatus(row.subscriptionStatus, tenantCreatedAt, now);
  const liteMode = Boolean(Number(row.liteMode));
  return {
    version,
    url: url.pathname + url.search,
    user: {
      id: row.id,
      email: row.email,
      role: row.role,
      teamRole: row.teamRole,
      tenantId: row.tenantId,
      timeZone: row.timeZone,
      weekStart: plain(row.weekStart),
      liteMode,
      bellSeenAt: plain(row.bellSeenAt),
      updatedAt: plain(row.updatedAt),
      tenantUpdatedAt: plain(row.tenantUpdatedAt),
    },
    lite: isLiteRequest(request, { liteMode }),
    subscription: {
      status,
      trialDaysLeft: status === "trial" ? trialDaysLeft(tenantCreatedAt, now) : 0,
    },
    localDate: localDate(now, safeTimeZone(row.timeZone)),
    unread: Number(row.unread),
    rows: {
      members: plain(row.members),
      membersAt: plain(row.membersAt),
      apps: plain(row.apps),
      appsAt: plain(row.appsAt),
      modules: plain(row.modules),
      modulesAt: plain(row.modulesAt),
      tasks: plain(row.tasks),
      tasksAt: plain(row.tasksAt),
      overdue: plain(row.overdue),
      appsAtCount: plain(row.appsAtCount),
      modulesAtCount: plain(row.modulesAtCount),
      tasksAtCount: plain(row.tasksAtCount),
    },
  };
}

/**
 * The page tag hook of the server entry: the tag of a GET or HEAD of a page whose route declares
 * one (document or `.data`, with their query), or null when it cannot decide (another page, not
 * signed in, a toast to show, no route table): then the page runs as usual.
 */
export async function pageTag(request: Request, options: PageTagOptions): Promise<string | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const inputs = await pageTagInputs(request, options);
  return inputs ? pageTagOf(inputs) : null;
}
