import crypto from "node:crypto";
import { performance } from "node:perf_hooks";
import { Writable } from "node:stream";

import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";

import { LiteModeNotice } from "./components/lite-mode-switch";
import { getEnv } from "./services/env.server";
import { recordTiming } from "./services/timing.server";
import { documentEdgeRules } from "./utils/edge-rules.server";
import { NonceProvider } from "./utils/nonce";
import { setOfflineHeaders } from "./utils/offline.server";
import { queuedWriteReply } from "./utils/queued-writes.server";
import { applySecurityHeaders } from "./utils/security-headers.server";
import { getOptionalUser } from "./utils/session.server";
import { flashActionToast } from "./utils/toast.server";

// Fail at start-up, not at the first request, when the environment is invalid.
getEnv();

const ABORT_DELAY = 5_000;

/**
 * Renders the whole document, then answers it in one piece with its length. No loader defers
 * data, so the shell and the rest are ready together: collecting the chunks saves the per-chunk
 * cost of a Node stream turned into a web stream and back (about 35 chunks for the dashboard).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A queued write replayed by the service worker reads its action's answer as JSON, not a page.
  const queued = queuedWriteReply(request, responseStatusCode, remixContext.staticHandlerContext);
  if (queued) return queued;
  // Read once per request already (the root loader's); whose page this is, for offline reading.
  const user = await getOptionalUser(request, loadContext).catch(() => null);
  const renderStarted = performance.now();
  const nonce = crypto.randomBytes(16).toString("base64");
  // Lite mode, as the root loader decided it (unset when it did not run or failed): the visitor's
  // choice, or the page's own (`handle.edge.scripts: false`).
  const lite = loadContext.lite === true;
  // Save-Data decides Lite mode, so caches keep the two answers apart.
  responseHeaders.append("Vary", "Save-Data");

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
        const rendered = withoutNulBytes(Buffer.concat(chunks));
        // The page's own edge rules (its route's handle.edge): whether it may be kept offline,
        // and whether it is always served without scripts (then no Lite switch: it could not
        // turn them on).
        const rules = documentEdgeRules(remixContext, request, loadContext.routes);
        const html = lite ? asLitePage(rendered, request, rules.scripts !== false) : rendered;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set("Content-Length", String(html.length));
        applySecurityHeaders(responseHeaders, nonce);
        setOfflineHeaders(responseHeaders, request, status, user, Boolean(lite), rules);
        // The whole document is rendered before its headers go: the figure is complete.
        recordTiming("render", performance.now() - renderStarted);
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

/**
 * React 18's stream renderer flushes its whole 2 KB buffer when a multi-byte character does not
 * fit in the bytes left at its end, so those one or two unwritten bytes go out as NULs (seen on
 * the checklist before curly quotes). A page never holds U+0000 (the edge refuses it in input),
 * and in UTF-8 a 0 byte is only ever that character: every 0 byte is dropped.
 */
function withoutNulBytes(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  if (!html.includes(0)) return html;
  return Buffer.from(html.filter((byte) => byte !== 0));
}

/**
 * Lite: the document alone, with the Lite mode notice last in its body (a Lite page ends with
 * "</body></html>") unless the page is always served without scripts. The root layout renders neither <Scripts> nor <ScrollRestoration>, and the
 * hydration data <RemixServer> writes after the document (inline scripts past "</html>") is
 * dropped: a Lite page carries no script at all (tests/e2e/lite-mode.spec.ts).
 */
function asLitePage(
  rendered: Buffer<ArrayBuffer>,
  request: Request,
  withNotice: boolean,
): Buffer<ArrayBuffer> {
  const close = rendered.lastIndexOf("</html>");
  const html = close === -1 ? rendered : rendered.subarray(0, close + "</html>".length);
  const end = html.lastIndexOf("</body>");
  if (end === -1 || !withNotice) return html;
  const url = new URL(request.url);
  const notice = renderToStaticMarkup(<LiteModeNotice returnTo={url.pathname + url.search} />);
  return Buffer.concat([html.subarray(0, end), Buffer.from(notice), html.subarray(end)]);
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { context }) => {
  applySecurityHeaders(response.headers);
  // An action's toast reaches a script through the flash cookie (the root revalidates to read it).
  await flashActionToast(response, context);
  // The root loader's Lite mode flag follows Save-Data, as the page does.
  response.headers.append("Vary", "Save-Data");
  return response;
};

// Hooks for the server entry (scripts/server-app.mjs), read from the build's entry module.
export { healthAnswer } from "./models/health.server";
export { timeRequest } from "./services/timing.server";
export { screenRequest } from "./utils/edge.server";
export { startBackgroundJobs } from "./utils/jobs.server";
export { pageTag } from "./utils/page-tag.server";

/** Closes the database connection at shutdown, after the last request finished. */
export async function closeDatabase(): Promise<void> {
  const { db } = await import("./services/db.server");
  await db.$disconnect();
}
