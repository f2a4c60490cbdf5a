// Offline reading: the signed-in user's read views they opened, kept per user (plain, no library).
// The server decides what may be kept: only a full page answered with X-Offline-Cache: 1
// (app/utils/offline.server.ts); X-Offline-User names whose copies they are ("-": signed out).
"use strict";

const PREFIX = "amm-offline-";
const TIMEOUT_MS = 3000;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  // The page that registered the worker was loaded before it: keep it too, if its answer said so.
  // Its answer is read back from the browser's HTTP cache (pages are "private, no-cache"), so the
  // server's X-Offline-Cache decides here as everywhere, with no second request and no list of
  // pages in the worker; a page the cache no longer holds is kept at its next visit.
  event.waitUntil(
    self.clients
      .claim()
      .then(() => self.clients.matchAll({ type: "window" }))
      .then((windows) =>
        Promise.all(
          windows.map((client) =>
            fetch(client.url, {
              cache: "only-if-cached",
              mode: "same-origin",
              credentials: "same-origin",
            })
              .then((response) => keep(new URL(client.url), response))
              .catch(() => {}),
          ),
        ),
      ),
  );
});

// A sign-out from a page with JavaScript (the answer's Clear-Site-Data does the same).
self.addEventListener("message", (event) => {
  if (event.data === "signed-out") event.waitUntil(forgetAllBut("-"));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    if (request.method === "GET") event.respondWith(navigate(event, url));
    // A form sent offline (no JavaScript on the page): 204 keeps the page and what was typed.
    else event.respondWith(fetch(request).catch(() => new Response(null, { status: 204 })));
    return;
  }
  // Client navigations and form answers (Single Fetch): never kept, only read for a change of user.
  if (url.pathname.endsWith(".data")) {
    event.respondWith(
      fetch(request).then((response) => {
        const user = response.headers.get("X-Offline-User");
        if (user) event.waitUntil(forgetAllBut(user));
        return response;
      }),
    );
  }
});

/** Network first; after 3 seconds or a failure, the last copy; without one, the offline page. */
function navigate(event, url) {
  const network = fetch(event.request).then((response) => {
    event.waitUntil(keep(url, response.clone()));
    return response;
  });
  const late = new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS, null));
  return Promise.race([network, late])
    .catch(() => null)
    .then(async (response) => {
      if (response) return response;
      const copy = await savedCopy(url);
      if (copy) return copy;
      return network.catch(offlinePage);
    });
}

/** Drops every other user's copies; "-" (signed out) drops them all. */
async function forgetAllBut(user) {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(PREFIX) && name !== PREFIX + user)
      .map((name) => caches.delete(name)),
  );
}

async function keep(url, response) {
  const user = response.headers.get("X-Offline-User");
  if (!user || response.redirected) return;
  await forgetAllBut(user);
  if (user === "-" || response.status !== 200 || response.headers.get("X-Offline-Cache") !== "1") {
    return;
  }
  const html = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(html);
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "X-Offline-Saved": new Date().toISOString(),
    "X-Offline-Zone": response.headers.get("X-Offline-Zone") || "UTC",
    "X-Offline-Title": encodeURIComponent(title ? title[1] : url.pathname),
  });
  const cache = await caches.open(PREFIX + user);
  await cache.put(url.pathname + url.search, new Response(html, { headers }));
}

/** The current user's cache: the only one left (a change of user drops the others). */
async function userCache() {
  const name = (await caches.keys()).find((key) => key.startsWith(PREFIX));
  return name ? caches.open(name) : null;
}

function asOf(saved, zone) {
  const options = { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" };
  const day = { timeZone: zone, day: "numeric", month: "short" };
  let time;
  try {
    time = new Intl.DateTimeFormat("en-GB", options).format(saved);
    const today = new Intl.DateTimeFormat("en-GB", day).format(new Date());
    const then = new Intl.DateTimeFormat("en-GB", day).format(saved);
    if (today !== then) time = `${then}, ${time}`;
  } catch {
    time = saved.toISOString().slice(11, 16) + " UTC";
  }
  return time;
}

// The copy's line sits above the app's sticky header and fixed Menu button, which read its height
// from --offline-line (app/tailwind.css): one line, clear of them at any width from 320 px.
const LINE_HEIGHT = "2.5rem";
const COPY_STYLE = `<style>:root{--offline-line:${LINE_HEIGHT}}[data-offline-line]{position:sticky;top:0;z-index:60;box-sizing:border-box;height:${LINE_HEIGHT};margin:0;padding:0 12px;display:flex;align-items:center;justify-content:center;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;background:#fef3c7;color:#78350f;border-bottom:1px solid #fcd34d;font:600 14px/1.4 system-ui,sans-serif}[data-offline-reason]{margin:0 0 16px;padding:8px 12px;border-radius:8px;background:#fffbeb;color:#78350f;border:1px solid #fcd34d;font:500 14px/1.4 system-ui,sans-serif}</style>`;
const REASON =
  "You're offline: ticking a task, saving or sending needs a connection. This page comes back to life when you are.";
// The copy's one script (its hash is the only one the copy's policy allows): the copy opens at the
// top (after the browser's own scroll restoring, at load), and when the connection returns (the
// page itself answers again) the page is loaded again, live.
const COPY_SCRIPT =
  'history.scrollRestoration="manual";function toTop(){if(!location.hash)scrollTo(0,0)}toTop();addEventListener("load",function(){setTimeout(toTop,0)});function live(n){fetch(location.href,{method:"HEAD",cache:"no-store"}).then(function(){location.reload()},function(){if(n<20)setTimeout(live,1500,n+1)})}addEventListener("online",function(){live(0)});';
const copyScriptHash = crypto.subtle
  .digest("SHA-256", new TextEncoder().encode(COPY_SCRIPT))
  .then((digest) => btoa(String.fromCharCode(...new Uint8Array(digest))));

/**
 * What needs the network is disabled in a copy: every form that posts (inside a disabled
 * fieldset that takes no room) and the buttons that only a script would have run. Links and
 * forms that only read (GET) stay: a page not kept answers with the offline page.
 */
function disableWrites(html) {
  let inside = false;
  let forms = 0;
  const out = html
    .replace(/<form\b[^>]*>|<\/form>/gi, (tag) => {
      if (tag[1] === "/") {
        if (!inside) return tag;
        inside = false;
        return "</fieldset>" + tag;
      }
      if (!/\smethod=["']?post\b/i.test(tag)) return tag;
      inside = true;
      forms += 1;
      return tag + '<fieldset disabled data-offline-disabled style="display:contents">';
    })
    .replace(/<button\b(?=[^>]*\stype="button")/gi, "<button disabled");
  return { html: out, forms };
}

/** A kept page, read-only: its scripts taken out, what needs the network disabled with why. */
async function savedCopy(url) {
  const cache = await userCache();
  const saved = cache && (await cache.match(url.pathname + url.search));
  if (!saved) return null;
  const time = asOf(
    new Date(saved.headers.get("X-Offline-Saved")),
    saved.headers.get("X-Offline-Zone"),
  );
  const line = `<p role="status" data-offline-line>Offline: your plan as of ${time}.</p>`;
  const reason = `<p data-offline-reason>${REASON}</p>`;
  const stripped = (await saved.text())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const { html: readOnly, forms } = disableWrites(stripped);
  let placed = forms === 0;
  const html = readOnly
    .replace(/<\/head>/i, (head) => COPY_STYLE + head)
    .replace(/<body[^>]*>/i, (body) => body + line)
    .replace(/<main\b[^>]*>/i, (main) => {
      if (placed) return main;
      placed = true;
      return main + reason;
    })
    .replace(/<\/body>/i, (end) => `${placed ? "" : reason}<script>${COPY_SCRIPT}</script>${end}`);
  return page(html, await copyScriptHash);
}

function page(html, scriptHash) {
  const scripts = scriptHash ? `'sha256-${scriptHash}'` : "'none'";
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'self'; script-src ${scripts}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

const escape = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/** Any other page offline: our words, and the pages kept on this device as links. */
async function offlinePage() {
  const cache = await userCache();
  const items = [];
  for (const request of cache ? await cache.keys() : []) {
    const saved = await cache.match(request);
    const path = new URL(request.url).pathname + new URL(request.url).search;
    // The title comes from our own page, already escaped there; it names the page and the app.
    const title =
      decodeURIComponent(saved.headers.get("X-Offline-Title") || "").replace(
        / · App Marketing Machine$/,
        "",
      ) || escape(path);
    items.push(`<li><a href="${escape(path)}">${title}</a></li>`);
  }
  const list = items.length
    ? `<p>These pages are saved on this device; open them to read your plan as it was when you last opened it:</p><ul>${items.join("")}</ul>`
    : "<p>No pages are saved on this device yet. Pages you open while signed in (dashboard, marketing plans, checklists, calendars, plan summary, drafts, store listing) are kept for reading offline.</p>";
  return page(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>You're offline — App Marketing Machine</title><style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0f172a;background:#f8fafc}header{background:#4f46e5;color:#fff;padding:12px 16px;font-weight:700}main{max-width:40rem;margin:0 auto;padding:24px 16px}h1{font-size:1.5rem;margin:0 0 12px}a{color:#4338ca}li{margin:6px 0}</style></head><body><header>App Marketing Machine</header><main><h1>You're offline</h1><p>We can't reach App Marketing Machine right now. Check your connection and try again.</p>${list}</main></body></html>`,
  );
}
