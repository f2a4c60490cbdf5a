// The Express app behind scripts/server.mjs, apart from process concerns so tests can build it:
// GET /healthz answered first, client address into the load context, TRUST_PROXY, nosniff
// everywhere, compression, cached /build assets, a request log, and the app's edge screen and a
// request id before Remix; Server-Timing on every answer of the app.
import { STATUS_CODES } from "node:http";
import { performance } from "node:perf_hooks";

import { createRequestHandler } from "@remix-run/node";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express from "express";
import morgan from "morgan";

import { clearsSessionCookie, markSignedOut } from "../app/lib/offline.mjs";
import { loggedUrl, routeMethodTable } from "../app/utils/route-tree.mjs";
import { matches, pageNotModified, revalidate } from "./revalidate.mjs";

/** A body the app left unread is read and dropped up to this size, so the connection stays usable. */
export const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;
/** ...and for at most this long; past either, the answer says Connection: close instead. */
export const DRAIN_TIMEOUT_MS = 5_000;

/**
 * Before answering: reads and drops the rest of a request body nobody read (a refusal answered
 * before the body: cross-site, too large, bad text, rate-limited). Node neither skips it nor
 * closes, so the next request on a keep-alive connection would wait behind it until a reset.
 * Resolves false when it gave up (too big, too slow): the caller then closes the connection.
 */
export function finishRequestBody(req) {
  if (req.complete || req.readableEnded || req.destroyed) return Promise.resolve(true);
  if (Number(req.headers["content-length"] ?? 0) > DRAIN_LIMIT_BYTES) return Promise.resolve(false);
  // The app's stream over this body (its pump) is done with it: stop feeding it before draining.
  req.removeAllListeners("data");
  return new Promise((resolve) => {
    let seen = 0;
    const done = (drained) => {
      clearTimeout(timer);
      req.off("data", onData).off("end", onEnd).off("error", onFail).off("close", onFail);
      if (!drained) req.pause();
      resolve(drained);
    };
    const onData = (chunk) => {
      seen += chunk.length;
      if (seen > DRAIN_LIMIT_BYTES) done(false);
    };
    const onEnd = () => done(true);
    const onFail = () => done(req.complete);
    const timer = setTimeout(() => done(false), DRAIN_TIMEOUT_MS);
    req.on("data", onData).once("end", onEnd).once("error", onFail).once("close", onFail);
    req.resume();
  });
}

/** Answers only once the request body is read, or with Connection: close when it cannot be. */
async function settleBody(req, res) {
  if (!(await finishRequestBody(req)) && !res.headersSent) res.setHeader("Connection", "close");
}

/**
 * The request URL's host: Express's hostname (X-Forwarded-Host only from a trusted proxy) and the
 * port the client named, as @remix-run/express builds it.
 */
function requestHost(req) {
  const portOf = (value) => Number.parseInt(value?.split(":")[1], 10);
  const forwardedPort = portOf(req.get("X-Forwarded-Host"));
  const hostPort = portOf(req.get("Host"));
  const port = Number.isSafeInteger(forwardedPort)
    ? forwardedPort
    : Number.isSafeInteger(hostPort)
      ? hostPort
      : "";
  return `${req.hostname}${port ? `:${port}` : ""}`;
}

/** Headers only a trusted proxy may set; without one (TRUST_PROXY=0) a client's copy is dropped. */
const FORWARDED_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
];

/** TRUST_PROXY: how many reverse proxies in front of the app add X-Forwarded-For (default 0). */
export function parseTrustProxy(raw) {
  if (raw === undefined || raw.trim() === "") return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUST_PROXY must be a whole number of proxy hops from 0 to 10, not "${raw}".`);
  }
  return hops;
}

/** WEB_CONCURRENCY: worker processes; default 1 in development, one per core in production. */
export function parseWebConcurrency(raw, mode, cores) {
  if (raw === undefined || raw.trim() === "") return mode === "production" ? Math.max(1, cores) : 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${raw}".`);
  }
  return count;
}

/**
 * Cookies are Secure exactly when the request came over HTTPS: a Secure cookie set over plain
 * HTTP (a phone on the local network) would be dropped by the browser without a word.
 */
export function withSecureCookies(response) {
  const cookies = response.headers.getSetCookie();
  if (cookies.length === 0) return response;
  const headers = new Headers(response.headers);
  headers.delete("Set-Cookie");
  for (const cookie of cookies) {
    headers.append("Set-Cookie", /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * sendResponse writes the Response's statusText as the status line's reason, which the app's
 * answers leave empty: Node's own phrase ("200 OK") is kept, as the server always sent it.
 */
function withReasonPhrase(response) {
  if (response.statusText || !STATUS_CODES[response.status]) return response;
  return new Response(response.body, {
    status: response.status,
    statusText: STATUS_CODES[response.status],
    headers: response.headers,
  });
}

// The method table and the log's token rule read the one route tree (app/utils/route-tree.mjs).
export { loggedUrl, routeMethodTable };

const totalTiming = (started) => `total;dur=${(performance.now() - started).toFixed(1)}`;

/** The fallback timer (an app build without timeRequest): the total alone. */
async function timeTotal(run) {
  const started = performance.now();
  return { value: await run(), serverTiming: totalTiming(started) };
}

/**
 * options.build: the Remix server build (its entry module may export screenRequest and pageTag);
 * options.handleRequest / options.screenRequest / options.pageTag / options.healthAnswer /
 * options.timeRequest / options.routes replace the build's in tests.
 */
export function createApp({
  build,
  routes = build?.routes,
  handleRequest,
  screenRequest,
  pageTag,
  healthAnswer,
  timeRequest,
  trustProxy = 0,
  mode = process.env.NODE_ENV,
  log = true,
}) {
  const app = express();
  app.disable("x-powered-by");
  // The app's per-request timings (Server-Timing: auth, db, render, total); without it, total only.
  const timed = timeRequest ?? build?.entry?.module?.timeRequest ?? timeTotal;
  // GET /healthz is asked often by load balancers: answered here, before compression, the log and
  // the framework's routing, from the app's own database check (at most a second old).
  const health = healthAnswer ?? build?.entry?.module?.healthAnswer;
  if (health) {
    app.use((req, res, next) => {
      if (req.url !== "/healthz" || (req.method !== "GET" && req.method !== "HEAD")) return next();
      timed(health, { clientAddress: req.socket.remoteAddress ?? "" }).then(
        ({ value: { status, body }, serverTiming }) => {
          res.writeHead(status, {
            "Server-Timing": serverTiming,
            "Content-Type": "application/json",
            "Content-Length": Buffer.byteLength(body),
            "Cache-Control": "no-store",
            "X-Content-Type-Options": "nosniff",
          });
          res.end(req.method === "HEAD" ? undefined : body);
        },
        next,
      );
    });
  }
  // A hop count: req.ip is then the address the outermost trusted proxy saw, which is the last
  // entry that proxy appended to X-Forwarded-For; anything a client wrote before it is ignored.
  app.set("trust proxy", trustProxy > 0 ? trustProxy : false);
  app.use((req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (trustProxy === 0) for (const name of FORWARDED_HEADERS) delete req.headers[name];
    next();
  });
  app.use(compression());
  if (build) {
    // Fingerprinted file names: a changed file is a new URL, so browsers may keep these forever.
    app.use(
      build.publicPath,
      express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }),
    );
  }
  // Every file in public/ has an extension and no page path has one (a page's data read ends in
  // .data): pages skip the file-system look-up (a stat per request on a dashboard load's profile).
  // The service worker is looked up at every navigation's update check: never an hour-old copy.
  const publicFiles = express.static("public", {
    maxAge: "1h",
    setHeaders: (res, path) => {
      if (/[/\\]sw\.js$/.test(path)) res.setHeader("Cache-Control", "no-cache");
    },
  });
  const isFile = (path) => /\.[^/]*$/.test(path) && !path.endsWith(".data");
  app.use((req, res, next) => (isFile(req.path) ? publicFiles(req, res, next) : next()));
  // morgan's "tiny" format, with the URL's token masked (the routes' handle.edge.token).
  if (log) {
    app.use(
      morgan((tokens, req, res) =>
        [
          tokens.method(req, res),
          loggedUrl(routes, req.originalUrl ?? req.url),
          tokens.status(req, res),
          tokens.res(req, res, "content-length"),
          "-",
          tokens["response-time"](req, res),
          "ms",
        ]
          .map((part) => part ?? "-")
          .join(" "),
      ),
    );
  }

  const handle = handleRequest ?? createRequestHandler(build, mode);
  const screen = screenRequest ?? build?.entry?.module?.screenRequest;
  const allowedMethods = routes ? routeMethodTable(routes) : undefined;
  // The page tag of a few pages (the dashboard, an app's checklist and calendar), computed from
  // what they show before they run: a revisit that names it is a 304 without a render, and the
  // page when it does run carries it as its ETag. Null: the page runs and its body is hashed.
  const tagPage = pageTag ?? build?.entry?.module?.pageTag;
  const version = build?.assets?.version ?? "";
  async function answer(request, context) {
    const refused = screen ? await screen(request, { allowedMethods, routes }) : null;
    if (refused) return refused;
    const isRead = request.method === "GET" || request.method === "HEAD";
    // Before the page runs: a write after this point gives the next revisit a new tag, never an
    // old page under the new one.
    // The routes declare which pages have a tag (their handle.edge, app/lib/edge-rules.ts).
    const tag = tagPage && isRead ? await tagPage(request, { version, routes }) : null;
    if (tag && matches(request.headers.get("If-None-Match"), tag)) return pageNotModified(tag);
    return revalidate(request, await handle(request, context), tag);
  }
  // app.use, not app.all("*"): a route pattern makes Express decode the path first and turn a
  // malformed percent-encoding (%ZZ, a lone %) into its own 400; the screen refuses those in the
  // shape the caller reads (JSON {"message"} under /api).
  app.use(async (req, res, next) => {
    // req.protocol is "https" for a TLS socket, or from X-Forwarded-Proto of a trusted proxy only.
    const protocol = req.protocol === "https" ? "https" : "http";
    // The request context (app/services/request-context.server.ts): one object for the whole
    // request, Remix's load context for every loader and action and for handleRequest, opened by
    // timeRequest (its timings) for the code that is handed the Request alone.
    const context = {
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "",
      protocol,
      routes,
    };
    const arrived = performance.now();
    try {
      // Remix's own converter from Node's request to a web Request (the signal aborts when the
      // connection closes before the answer); the URL's host and protocol as Express reads them,
      // so X-Forwarded-Host and X-Forwarded-Proto count only from a trusted proxy.
      const request = createRequest(req, res, {
        host: requestHost(req),
        protocol: `${req.protocol}:`,
      });
      const { value, serverTiming } = await timed(() => answer(request, context), context);
      // On the Node response: sendResponse adds the app's headers to it.
      res.setHeader("Server-Timing", serverTiming);
      const response = protocol === "https" ? withSecureCookies(value) : value;
      // Any answer that clears the session cookie (sign-out, account deleted) clears the
      // browser's copies too: the offline worker's caches, the HTTP cache (public/sw.js).
      if (clearsSessionCookie(response.headers)) markSignedOut(response.headers);
      // The app sets it on most answers itself: send the header once, not twice.
      if (response.headers.has("X-Content-Type-Options"))
        res.removeHeader("X-Content-Type-Options");
      await settleBody(req, res);
      await sendResponse(res, withReasonPhrase(response));
    } catch (error) {
      // The app's own figures are gone with a thrown error: the total, from the context's start.
      if (!res.headersSent) {
        res.setHeader("Server-Timing", totalTiming(context.timings?.started ?? arrived));
      }
      next(error);
    }
  });
  // Four arguments make this Express's error handler.
  app.use(async (error, req, res, _next) => {
    // Server-Timing: set by the app's handler when the error is the app's; an Express refusal
    // before the app (a malformed static path) has no figures to give.
    await settleBody(req, res);
    // Express's own refusals (a malformed path for the static files) keep their 4xx status.
    const status = Number(error?.status ?? error?.statusCode);
    if (status >= 400 && status < 500) {
      const message = "The address is not valid. Check the link and try again.";
      if (/^\/api(\/|$)/.test(req.path)) return res.status(status).json({ message });
      return res.status(status).type("text/plain").send(message);
    }
    console.error(error);
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  });
  return app;
}
