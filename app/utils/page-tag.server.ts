// The page tag: a validator for the pages whose route declares one (`handle.edge.tag`: the
// dashboard, an app's checklist and its calendar) computed from what those pages show, without
// rendering them. The server entry (scripts/server-app.mjs) asks for it before Remix runs: a
// conditional GET whose If-None-Match names it is answered 304 with no loader and no React
// render, and a page Remix does render carries it as its ETag.
//
// The rules: (1) the tag is computed BEFORE the page runs, so a write racing a render can only
// give the next revisit a new tag, never an old page under a new tag; (2) every input a tagged
// page shows is in the tag: the signed-in layout (the user's and tenant's columns, the bell's
// unread count, Lite mode, the day in the user's zone, the trial's days left), the build, the URL
// with its query and the kind (document or `.data`), and, for each table the route says its page
// reads (`reads`), the company's rows' count, latest updatedAt and how many rows have it, with
// the tasks overdue now; (3) when unsure the hook says null and the page runs (its body hash is
// its ETag). This file knows how to sum up a table; which tables a page shows is the route's own
// declaration. Every write of those tables goes through Prisma, which moves updatedAt; a raw
// UPDATE of them must set updatedAt itself.
import { createHash } from "node:crypto";

import type { Prisma } from "@prisma/client";

import { safeTimeZone, todayIn } from "~/lib/dates";
import type { TagRule, TagTable } from "~/lib/edge-rules";
import { effectiveSubscriptionStatus, trialDaysLeft } from "~/lib/trial";
import { sessionIdleMs, touchSession } from "~/models/session.server";
import { db, sqlFragments as Sql } from "~/services/db.server";
import type { RouteTable } from "~/services/request-context.server";
import { edgeRulesAt } from "~/utils/edge-rules.server";
import { isLiteRequest } from "~/utils/lite-mode.server";
import { currentSessionId } from "~/utils/session.server";

/** A flash toast is shown once: a page with one to show is never answered 304. */
const TOAST_COOKIE = /(?:^|;\s*)amm_toast=[^;]/;

/** A tagged page: its app (null for a company page) and the tables it reads, sorted. */
export type TaggedPage = { appId: string | null; reads: TagTable[] };

/**
 * The tagged page a URL names, as its route declares it (`handle.edge.tag`, app/lib/edge-rules.ts;
 * document or `.data` read), or undefined when untagged.
 */
export function taggedPage(url: URL, routes: RouteTable): TaggedPage | undefined {
  const { rules, params } = edgeRulesAt(routes, url.pathname);
  const tag: TagRule | undefined = rules.tag;
  if (!tag) return undefined;
  const reads = [...new Set(tag.reads)].sort();
  // A table this file cannot sum up: unsure, so the page runs (its body hash is its ETag).
  if (reads.length === 0 || reads.some((table) => !Object.hasOwn(COMPANY_PATH, table))) {
    return undefined;
  }
  if (tag.of === "company") return { appId: null, reads };
  if (tag.of === "app" && params.appId) return { appId: params.appId, reads };
  return undefined;
}

/** What the page tag hook is given: the build's version and its route table. */
export type PageTagOptions = { version: string; routes?: RouteTable };

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
  /** Per table the page reads: the company's rows' count and last change (and tasks overdue now). */
  rows: Partial<Record<TagTable, Record<string, unknown>>>;
};

/** The layout's columns; each table read adds `<Table>_count`, `_at`, `_atCount` (`_overdue`). */
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
  appFound?: number | bigint | null;
} & Record<string, unknown>;

/** How each table reaches the company: by its own tenantId, or by its app's. */
const COMPANY_PATH: Record<TagTable, "tenant" | "app"> = {
  User: "tenant",
  App: "tenant",
  Module: "app",
  ChecklistTask: "app",
};

/** The company's rows of a table, as `alias` (the tenant is the statement's `me`). */
function companyRows(table: TagTable, alias: string): Prisma.Sql {
  const from = Sql.raw(`"${table}" ${alias}`);
  if (COMPANY_PATH[table] === "tenant") {
    return Sql.sql`FROM ${from} WHERE ${Sql.raw(alias)}."tenantId" = (SELECT "tenantId" FROM "me")`;
  }
  const app = Sql.raw(`${alias}_app`);
  return Sql.sql`FROM ${from} JOIN "App" ${app} ON ${app}."id" = ${Sql.raw(alias)}."appId"
    WHERE ${app}."tenantId" = (SELECT "tenantId" FROM "me")`;
}

/**
 * One pass over a table's company rows: the count (a delete moves it), the latest updatedAt (an
 * insert or update moves it) and how many rows have that time (two changes within one
 * millisecond move it); for tasks, those overdue now (a due time passing moves it).
 */
function tableSummary(table: TagTable, now: Date): Prisma.Sql {
  const overdue =
    table === "ChecklistTask"
      ? Sql.sql`, SUM(CASE WHEN x."done" = ${false} AND x."dueAt" < ${now} THEN 1 ELSE 0 END) AS "overdue"`
      : Sql.empty;
  return Sql.sql`CROSS JOIN (SELECT COUNT(*) AS "count", MAX(x."updatedAt") AS "at",
      SUM(CASE WHEN x."updatedAt" = (SELECT MAX(y."updatedAt") ${companyRows(table, "y")})
        THEN 1 ELSE 0 END) AS "atCount"${overdue}
    ${companyRows(table, "x")}) ${Sql.raw(`"r_${table}"`)}`;
}

/** The summary columns of a table read, named `<Table>_<field>`. */
function summaryColumns(table: TagTable): Prisma.Sql {
  const fields = ["count", "at", "atCount", ...(table === "ChecklistTask" ? ["overdue"] : [])];
  return Sql.raw(
    fields.map((field) => `, "r_${table}"."${field}" AS "${table}_${field}"`).join(""),
  );
}

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
 * the tenant, the unread announcements, and one summary per table the page reads (see
 * tableSummary). The company is found once, through the session id (`me`), so each summary is
 * computed once, not once a row. Null when the page must run: not signed in, a session that
 * ended, the demo template or an expired sandbox, an app not in the tenant.
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
  const appFound =
    page.appId === null
      ? Sql.empty
      : Sql.sql`, (SELECT COUNT(*) FROM "App" f
          WHERE f."id" = ${page.appId} AND f."tenantId" = u."tenantId") AS "appFound"`;
  const rows = await db.$queryRaw<TagRow[]>`
    WITH "me" AS (SELECT su."tenantId" FROM "Session" ss JOIN "User" su ON su."id" = ss."userId"
      WHERE ss."id" = ${sessionId} AND ss."stamp" = su."securityStamp")
    SELECT u."id", u."email", u."role", u."teamRole", u."tenantId", u."timeZone", u."weekStart",
      u."liteMode", u."bellSeenAt", u."updatedAt",
      t."demo", t."demoExpiresAt", t."subscriptionStatus", t."createdAt" AS "tenantCreatedAt",
      t."updatedAt" AS "tenantUpdatedAt", s."lastSeenAt" AS "sessionLastSeenAt",
      (SELECT COUNT(*) FROM "Announcement" an
        WHERE an."isActive" = ${true}
          AND (u."bellSeenAt" IS NULL OR an."createdAt" > u."bellSeenAt")) AS "unread"
      ${appFound}${Sql.join(page.reads.map(summaryColumns), "")}
    FROM "Session" s
    JOIN "User" u ON u."id" = s."userId"
    JOIN "Tenant" t ON t."id" = u."tenantId"
    ${Sql.join(
      page.reads.map((table) => tableSummary(table, now)),
      "\n",
    )}
    WHERE s."id" = ${sessionId} AND s."expiresAt" > ${now}
      AND s."stamp" = u."securityStamp"
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
    rows: Object.fromEntries(
      page.reads.map((table) => [
        table,
        Object.fromEntries(
          Object.entries(row)
            .filter(([column]) => column.startsWith(`${table}_`))
            .map(([column, value]) => [column.slice(table.length + 1), plain(value)]),
        ),
      ]),
    ),
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
