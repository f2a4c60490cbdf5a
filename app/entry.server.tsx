import crypto from "node:crypto";
import { Writable } from "node:stream";

import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";

import { getEnv } from "./utils/env.server";
import { NonceProvider } from "./utils/nonce";
import { applySecurityHeaders } from "./utils/security-headers.server";

// Fail at start-up, not at the first request, when the environment is invalid.
getEnv();

const ABORT_DELAY = 5_000;

/**
 * Renders the whole document, then answers it in one piece with its length. No loader defers
 * data, so the shell and the rest are ready together: collecting the chunks saves the per-chunk
 * cost of a Node stream turned into a web stream and back (about 35 chunks for the dashboard).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = crypto.randomBytes(16).toString("base64");

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    // Started before the render, so every callback below can clear it.
    let abortRender = () => {};
    const timer = setTimeout(() => abortRender(), ABORT_DELAY);
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        const html = Buffer.concat(chunks);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set("Content-Length", String(html.length));
        applySecurityHeaders(responseHeaders, nonce);
        resolve(new Response(html, { headers: responseHeaders, status }));
        done();
      },
    });
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
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Before the shell, the error goes to onShellError and Remix's error handling.
          if (shellRendered) console.error(error);
        },
      },
    );
    abortRender = abort;
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  applySecurityHeaders(response.headers);
  return response;
};

// Hooks for the server entry (scripts/server-app.mjs), read from the build's entry module.
export { healthAnswer } from "./models/health.server";
export { screenRequest } from "./utils/edge.server";

/**
 * Purges expired demo sandboxes and old emailed links now and then every DEMO_PURGE_INTERVAL_MS;
 * returns a stopper.
 */
export async function startBackgroundJobs(): Promise<() => void> {
  const { DEMO_PURGE_INTERVAL_MS, purgeExpiredDemoSandboxes } =
    await import("./models/demo.server");
  const { purgeVerifications } = await import("./models/verification.server");
  const purge = () => Promise.all([purgeExpiredDemoSandboxes(), purgeVerifications()]);
  await purge();
  const timer = setInterval(() => {
    purge().catch((error: unknown) => console.error(error));
  }, DEMO_PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Closes the database connection at shutdown, after the last request finished. */
export async function closeDatabase(): Promise<void> {
  const { db } = await import("./db.server");
  await db.$disconnect();
}
