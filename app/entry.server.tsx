import crypto from "node:crypto";
import { PassThrough } from "node:stream";

import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

import { getEnv } from "./utils/env.server";
import { NonceProvider } from "./utils/nonce";
import { applySecurityHeaders } from "./utils/security-headers.server";

// Fail at start-up, not at the first request, when the environment is invalid.
getEnv();

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = crypto.randomBytes(16).toString("base64");
  const callbackName = isbot(request.headers.get("user-agent") || "")
    ? "onAllReady"
    : "onShellReady";

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </NonceProvider>,
      {
        nonce,
        [callbackName]: () => {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          applySecurityHeaders(responseHeaders, nonce);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  applySecurityHeaders(response.headers);
  return response;
};

// Hooks for the server entry (scripts/server-app.mjs), read from the build's entry module.
export { healthAnswer } from "./models/health.server";
export { screenRequest } from "./utils/edge.server";

/** Purges expired demo sandboxes now and then every DEMO_PURGE_INTERVAL_MS; returns a stopper. */
export async function startBackgroundJobs(): Promise<() => void> {
  const { DEMO_PURGE_INTERVAL_MS, purgeExpiredDemoSandboxes } =
    await import("./models/demo.server");
  await purgeExpiredDemoSandboxes();
  const timer = setInterval(() => {
    purgeExpiredDemoSandboxes().catch((error: unknown) => console.error(error));
  }, DEMO_PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Closes the database connection at shutdown, after the last request finished. */
export async function closeDatabase(): Promise<void> {
  const { db } = await import("./db.server");
  await db.$disconnect();
}
