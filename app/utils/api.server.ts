// The /api JSON contract (docs/architecture.md): JSON in, JSON out; errors as
// {"message": "...", "errors": {"field": ["..."]}} with a 4xx status, never a 500 for bad input.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";

import { addFieldError, type FieldErrors, newFieldErrors } from "~/lib/field-errors";
import { isWriteBlocked } from "~/models/write-access.server";
import { type RateLimitedError, retryAfterHeader } from "~/services/rate-limit.server";

export function apiError(status: number, message: string, errors?: FieldErrors): Response {
  return Response.json(errors ? { message, errors } : { message }, {
    status,
    headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}

/** Reads are kept by the browser only and revalidated every time (ETag, scripts/revalidate.mjs). */
export function apiJson(data: unknown, status = 200): Response {
  return Response.json(data, {
    status,
    headers: { "Cache-Control": "private, no-cache", "X-Content-Type-Options": "nosniff" },
  });
}

/** Field errors from a zod error, keyed by the dotted path ("" for the root). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors = newFieldErrors();
  for (const issue of error.issues) {
    addFieldError(errors, issue.path.map(String).join(".") || "_root", issue.message);
  }
  return errors;
}

/**
 * Reads and validates a JSON body. Throws a 400/415 Response (caught by Remix and returned as
 * is) for a wrong content type, malformed JSON or invalid data.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw apiError(415, "Send the body as JSON with Content-Type: application/json.");
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw apiError(400, "The request body is not valid JSON.");
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw apiError(400, "Some fields are invalid.", zodFieldErrors(result.error));
  }
  return result.data;
}

/** Answers a method the resource route does not handle. */
export function methodNotAllowed(allowed: string[]): Response {
  return Response.json(
    { message: `Method not allowed. Use ${allowed.join(" or ")}.` },
    { status: 405, headers: { Allow: allowed.join(", ") } },
  );
}

type ApiMethod = "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Every /api action: one handler per method, a 405 (with Allow) for any other method, and a
 * write refused by the trial/suspension gate of the model layer answered as a JSON 403 with
 * its reason. `allow` lists the methods the route's loader answers too (GET).
 */
export function apiAction(
  handlers: Partial<Record<ApiMethod, (args: ActionFunctionArgs) => Promise<Response>>>,
  options: { allow?: string[] } = {},
) {
  const allowed = [...(options.allow ?? []), ...Object.keys(handlers)];
  return async (args: ActionFunctionArgs): Promise<Response> => {
    const method = args.request.method.toUpperCase() as ApiMethod;
    const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
    if (!handler) return methodNotAllowed(allowed);
    try {
      return await handler(args);
    } catch (error) {
      if (isWriteBlocked(error)) return apiError(error.status, error.message);
      throw error;
    }
  };
}

type ApiHandler = (args: ActionFunctionArgs) => Promise<Response>;

/**
 * An /api route's loader and action from one table of its methods, so each method is declared
 * once: `export const { loader, action } = apiRoute({ GET: read, PUT: save })`. GET (and HEAD)
 * runs the loader; every other method the action; any method the table lacks is a 405 whose
 * Allow lists the table's methods (GET first).
 */
export function apiRoute(
  handlers: Partial<Record<"GET", (args: LoaderFunctionArgs) => Promise<Response>>> &
    Partial<Record<ApiMethod, ApiHandler>>,
) {
  const { GET: read, ...writes } = handlers;
  const loader: (args: LoaderFunctionArgs) => Promise<Response> =
    read ?? (async () => methodNotAllowed(Object.keys(writes)));
  return {
    loader,
    action: apiAction(writes, { allow: read ? ["GET"] : [] }),
  };
}

/** The /api answer for a limited request: 429 with Retry-After. */
export function rateLimitedResponse(error: RateLimitedError): Response {
  const response = apiError(429, error.message);
  response.headers.set("Retry-After", retryAfterHeader(error)["Retry-After"]);
  return response;
}
