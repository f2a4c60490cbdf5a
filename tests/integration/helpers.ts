// Helpers for integration tests: signed-in users and requests as a browser or client would send.
import crypto from "node:crypto";

import type { Role } from "~/lib/enums";
import { registerTenantUser } from "~/models/user.server";
import { db } from "~/services/db.server";
import { commitSessionFor } from "~/utils/session.server";

export const BASE = "http://localhost";
export const TEST_PASSWORD = "Password-123";

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${crypto.randomBytes(5).toString("hex")}@example.com`;
}

/** A new tenant with one user, signed in: `cookie` goes into the Cookie header. */
export async function createSignedInUser(
  options: { role?: Role; companyName?: string; email?: string; password?: string } = {},
) {
  const user = await registerTenantUser(
    {
      email: options.email ?? uniqueEmail(options.role ?? "user"),
      password: options.password ?? TEST_PASSWORD,
      companyName: options.companyName ?? `Company ${crypto.randomBytes(3).toString("hex")}`,
    },
    options.role ?? "user",
  );
  const setCookie = await commitSessionFor(new Request(BASE), user.id);
  const cookie = setCookie.split(";")[0];
  const tenant = await db.tenant.findUniqueOrThrow({ where: { id: user.tenantId } });
  return { user, tenant, cookie };
}

/** Another user in an existing tenant (same company). */
export async function addUserToTenant(tenantId: string, role: Role = "user") {
  const { hashPassword } = await import("~/services/password.server");
  const user = await db.user.create({
    data: {
      email: uniqueEmail("member"),
      passwordHash: await hashPassword(TEST_PASSWORD),
      tenantId,
      role,
    },
  });
  const setCookie = await commitSessionFor(new Request(BASE), user.id);
  return { user, cookie: setCookie.split(";")[0] };
}

type RequestOptions = { method?: string; cookie?: string; headers?: Record<string, string> };

export function jsonRequest(path: string, body?: unknown, options: RequestOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers["Content-Type"] ??= "application/json";
  if (options.cookie) headers.Cookie = options.cookie;
  return new Request(`${BASE}${path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A form post as a browser with JavaScript off sends it. */
export function formRequest(
  path: string,
  fields: Record<string, string | string[]>,
  options: RequestOptions = {},
) {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: BASE,
    ...options.headers,
  };
  if (options.cookie) headers.Cookie = options.cookie;
  return new Request(`${BASE}${path}`, { method: options.method ?? "POST", headers, body: form });
}

export function getRequest(path: string, cookie?: string) {
  return new Request(`${BASE}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

/** Remix's data(value, { status }): a result that carries its status outside a Response. */
export function isDataWithInit(
  value: unknown,
): value is { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

/** Runs a loader/action and returns a Response, whether it returned one, data() or a plain value, or threw one. */
export async function settle(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    if (isDataWithInit(result)) return Response.json(result.data, result.init ?? undefined);
    return Response.json(result);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The client address tests call from unless they pass their own (the server entry sets it). */
export const TEST_CLIENT = "192.0.2.10";

export function routeArgs(
  request: Request,
  params: Record<string, string> = {},
  clientAddress: string = TEST_CLIENT,
) {
  return { request, params, context: { clientAddress } };
}
