// Offline reading: the signed-in user's read views they opened, kept per user (plain, no library).
// The server decides what may be kept: only a full page answered with X-Offline-Cache: 1
// (app/utils/offline.server.ts); X-Offline-User names whose copies they are ("-": signed out).
"use strict";

const PREFIX = "amm-offline-";
const TIMEOUT_MS = 3000;
// A form post on a live link that has not answered by then is kept on this phone instead.
const POST_TIMEOUT_MS = 15000;
// Where the signed-in person's session idle limit and time zone are kept (X-Offline-Idle).
const SETTINGS = "amm-queue-settings";

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

// A sign-out from a page with JavaScript (the answer's Clear-Site-Data does the same); a page
// back online (or just loaded) asks for the queued writes to be sent; Keep mine / Keep theirs.
self.addEventListener("message", (event) => {
  const data = event.data;
  if (data === "signed-out") event.waitUntil(signedOut());
  else if (data === "replay") event.waitUntil(replay());
  else if (data && data.type === "keep") event.waitUntil(settleConflict(data.key, data.mine));
  else if (data && data.type === "old") event.waitUntil(settleOld(data.keys, data.send));
  else if (data && data.type === "seen") event.waitUntil(forgetRefused(data.keys));
});

// Background Sync, where the browser has it: the queue is sent when the connection returns, even
// with no page of the app open.
self.addEventListener("sync", (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(replay());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    if (request.method === "GET") event.respondWith(navigate(event, url));
    // A form sent offline: a write that may be queued is kept on this phone and the page shown
    // again with it waiting; any other form answers 204, which keeps the page and what was typed.
    else event.respondWith(post(request));
    return;
  }
  // Client navigations and form answers (Single Fetch): never kept, only read for a change of user.
  // A form answer that fails for the network while the browser believes it is online (a dead
  // link) is queued as it would be offline.
  if (url.pathname.endsWith(".data")) event.respondWith(formAnswer(event, request));
});

/**
 * A Single Fetch request, passed on. A queueable form's post that fails for the network, or has
 * not answered in POST_TIMEOUT_MS, while the browser believes it is online (a dead link) is kept
 * as an offline one (its key makes a send that did arrive harmless); any other request fails as
 * it would have.
 */
async function formAnswer(event, request) {
  const copy = request.method === "POST" ? request.clone() : null;
  const queueable = copy ? await isQueueable(copy.clone()).catch(() => false) : false;
  try {
    const sending = fetch(request);
    const late = new Promise((_, reject) =>
      setTimeout(reject, POST_TIMEOUT_MS, new TypeError("timeout")),
    );
    const response = await (queueable ? Promise.race([sending, late]) : sending);
    if (response.headers.get("X-Offline-User")) event.waitUntil(noteUser(response));
    return response;
  } catch (error) {
    const kept = queueable && (await keepWrite(copy, true).catch(() => null));
    if (kept) return kept;
    throw error;
  }
}

async function isQueueable(request) {
  if (!(request.headers.get("Content-Type") || "").startsWith(FORM_TYPE)) return false;
  const fields = new URLSearchParams(await request.text());
  return fields.has("_idem") || fields.has("_version");
}

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

/**
 * Drops every other user's copies and queued writes. A signed-out page ("-": a session that ended)
 * drops the copies but keeps the writes: the same person signing in again is asked about them;
 * anyone else signing in drops them. A sign-out drops everything (signedOut).
 */
async function forgetAllBut(user) {
  if (user !== "-") {
    await dropWritesOfOthers(user).catch(() => {});
    await caches.open(PREFIX + user);
  }
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(PREFIX) && name !== PREFIX + user)
      .map((name) => caches.delete(name)),
  );
}

async function signedOut() {
  await dropWritesOfOthers("-").catch(() => {});
  await caches.delete(SETTINGS);
  await forgetAllBut("-");
}

/** Whose page it is, and for a signed-in person their session's idle limit and time zone. */
async function noteUser(response) {
  const user = response.headers.get("X-Offline-User");
  if (!user) return;
  await forgetAllBut(user);
  const idle = Number(response.headers.get("X-Offline-Idle"));
  if (user === "-" || !idle) return;
  const zone = response.headers.get("X-Offline-Zone") || "UTC";
  await (await caches.open(SETTINGS)).put("/", Response.json({ user, idle, zone }));
}

async function settings() {
  const saved = await (await caches.open(SETTINGS)).match("/");
  return saved ? saved.json() : {};
}

async function keep(url, response) {
  const user = response.headers.get("X-Offline-User");
  if (!user || response.redirected) return;
  await noteUser(response);
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

/** "Wed, 2 Dec 2026" in a zone: how the app writes a day (app/lib/date-time.ts formatDate). */
function dayOf(iso, zone) {
  const options = { weekday: "short", day: "numeric", month: "short", year: "numeric" };
  try {
    return new Intl.DateTimeFormat("en-GB", { ...options, timeZone: zone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" }).format(new Date(iso));
  }
}

/** "14:02 (Wed, 2 Dec 2026)" in a zone, as the server's own conflict messages say it. */
function stamp(iso, zone) {
  if (!iso || Number.isNaN(Date.parse(iso))) return "an unknown time";
  const options = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };
  let time;
  try {
    time = new Intl.DateTimeFormat("en-GB", { ...options, timeZone: zone }).format(new Date(iso));
  } catch {
    time = new Date(iso).toISOString().slice(11, 16);
  }
  return `${time} (${dayOf(iso, zone)})`;
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
const QUEUE_REASON =
  "You're offline: ticks, tasks and answers you save here are kept on this phone and sent when you're back online. Anything else needs a connection.";
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
  let forms = 0;
  let queueable = 0;
  const out = html
    .replace(/(<form\b[^>]*>)([\s\S]*?)(<\/form>)/gi, (whole, open, inner, close) => {
      if (!/\smethod=["']?post\b/i.test(open)) return whole;
      // A form whose write may be queued stays usable: the worker keeps what it sends (post()).
      if (QUEUEABLE.test(inner)) {
        queueable += 1;
        return whole;
      }
      forms += 1;
      return `${open}<fieldset disabled data-offline-disabled style="display:contents">${inner}</fieldset>${close}`;
    })
    .replace(/<button\b(?=[^>]*\stype="button")/gi, "<button disabled");
  return { html: out, forms: forms + queueable, queueable };
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
  const waiting = await writesOf(await currentUser()).catch(() => []);
  const count = waiting.filter((w) => !w.conflict && !w.refused).length;
  const refused = waiting.filter((w) => w.refused).length;
  const counted =
    (count ? ` ${count} ${count === 1 ? "change waits" : "changes wait"} to be sent.` : "") +
    (refused ? ` ${refused} ${refused === 1 ? "change was" : "changes were"} refused.` : "");
  const line = `<p role="status" data-offline-line>Offline: your plan as of ${time}.${counted}</p>`;
  const stripped = (await saved.text())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const here = url.pathname + url.search;
  const {
    html: readOnly,
    forms,
    queueable,
  } = disableWrites(
    showWaiting(
      stripped,
      waiting.filter((w) => w.page === here),
    ),
  );
  const reason = `<p data-offline-reason>${queueable ? QUEUE_REASON : REASON}</p>`;
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
    : "<p>No pages are saved on this device yet. Pages you open while signed in (dashboard, simple questions, marketing plans, checklists, calendars, plan summary, drafts, store listing, analytics) are kept for reading offline.</p>";
  return page(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>You're offline — App Marketing Machine</title><style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0f172a;background:#f8fafc}header{background:#4f46e5;color:#fff;padding:12px 16px;font-weight:700}main{max-width:40rem;margin:0 auto;padding:24px 16px}h1{font-size:1.5rem;margin:0 0 12px}a{color:#4338ca}li{margin:6px 0}</style></head><body><header>App Marketing Machine</header><main><h1>You're offline</h1><p>We can't reach App Marketing Machine right now. Check your connection and try again.</p>${list}</main></body></html>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Queued writes (docs/decisions/081-queued-writes.md): a form marked by its hidden `_idem` or
// `_version` field (app/components/queue-fields.tsx), sent with no connection, is kept here in
// IndexedDB, per user (the opaque key of their offline copies), with the time it was made, and
// sent once, in order, when the connection returns: on a page's "replay" (its `online` event, its
// next load) and on Background Sync. Each carries an idempotency key, so a send whose answer was
// lost is not applied twice; the server answers a replay in JSON (X-Queued-Write).

const SYNC_TAG = "amm-writes";
const QUEUEABLE = /<input\b[^>]*\sname="_(?:idem|version)"/i;
const MAX_WRITES = 200;
const MAX_BYTES = 5 * 1024 * 1024;
const DB_NAME = "amm-queue";
const STORE = "writes";
const FORM_TYPE = "application/x-www-form-urlencoded";
// The session's idle limit when the server has not said it yet (SESSION_IDLE_DAYS's default).
const DEFAULT_IDLE_MS = 14 * 24 * 60 * 60 * 1000;

function openQueue() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: "key" });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

/** One request on the queue's store; resolves with its result once the transaction is done. */
async function onStore(mode, run) {
  const db = await openQueue();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = run(tx.objectStore(STORE));
    tx.oncomplete = () => {
      db.close();
      resolve(request ? request.result : undefined);
    };
    tx.onerror = tx.onabort = () => {
      db.close();
      reject(tx.error);
    };
  });
}

const allWrites = () => onStore("readonly", (store) => store.getAll());
const putWrite = (write) => onStore("readwrite", (store) => store.put(write));
const deleteWrite = (key) => onStore("readwrite", (store) => store.delete(key));

/** The user's queued writes, oldest first. */
async function writesOf(user) {
  if (!user) return [];
  return (await allWrites()).filter((w) => w.user === user).sort((a, b) => a.seq - b.seq);
}

async function dropWritesOfOthers(user) {
  const others = (await allWrites()).filter((w) => w.user !== user);
  await Promise.all(others.map((w) => deleteWrite(w.key)));
}

/** The user whose copies are kept ("amm-offline-<user>": a change of user drops the others). */
async function currentUser() {
  const name = (await caches.keys()).find((key) => key.startsWith(PREFIX));
  return name ? name.slice(PREFIX.length) : null;
}

function newKey() {
  return `q-${crypto.randomUUID()}`;
}

/** What the write is about, so later writes of it follow the version the earlier one made. */
function resourceOf(url, fields) {
  const row = fields.get("taskId") || fields.get("draftId") || fields.get("entryId");
  return `${url.pathname}|${row || fields.get("step") || ""}|${fields.get("intent") === "add-task" ? newKey() : ""}`;
}

/** A form post: sent as it is; with no connection, a queueable write is kept and shown waiting. */
async function post(request) {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch {
    const kept = await keepWrite(copy).catch(() => null);
    if (kept) return kept;
    return new Response(null, { status: 204 });
  }
}

/**
 * Keeps a queueable form post on this phone. A page's own post (offline) is answered with the page
 * again (303); a form answer of a live page whose link is dead (`data`: Single Fetch) with a
 * redirect that reloads the page, which then shows the kept copy with the write waiting.
 */
async function keepWrite(request, data = false) {
  const type = request.headers.get("Content-Type") || "";
  if (!type.startsWith(FORM_TYPE)) return null;
  const fields = new URLSearchParams(await request.text());
  if (!fields.has("_idem") && !fields.has("_version")) return null;
  const user = await currentUser();
  if (!user || user === "-") return null;
  const url = new URL(request.url);
  // A Single Fetch post goes to "<page>.data" ("/_root.data" for "/"): kept as the page's post.
  if (data) url.pathname = url.pathname.replace(/^\/_root\.data$/, "/").replace(/\.data$/, "");
  const back = request.referrer ? new URL(request.referrer) : url;
  const page = back.origin === url.origin ? back.pathname + back.search : url.pathname;
  if (!fields.get("_idem")) fields.set("_idem", newKey());
  const body = fields.toString();
  const mine = await writesOf(user);
  const bytes = mine.reduce((sum, w) => sum + w.body.length, 0);
  if (mine.length >= MAX_WRITES || bytes + body.length > MAX_BYTES) {
    return data ? null : fullQueuePage(page);
  }
  const seq = mine.length ? mine[mine.length - 1].seq + 1 : Date.now();
  const known = await settings().catch(() => ({}));
  await putWrite({
    key: fields.get("_idem"),
    user,
    seq,
    url: url.pathname + url.search,
    page,
    body,
    resource: resourceOf(url, fields),
    at: new Date().toISOString(),
    // The session's idle limit when it was made: a write older than that asks before it is sent.
    idle: known.user === user ? known.idle : DEFAULT_IDLE_MS,
    zone: known.user === user ? known.zone : undefined,
    conflict: null,
    refused: null,
    approved: false,
  });
  if (self.registration.sync) self.registration.sync.register(SYNC_TAG).catch(() => {});
  return data ? reloadTo(page) : Response.redirect(page, 303);
}

/** Single Fetch's answer for an action that redirects with a full page load (turbo-stream). */
function reloadTo(page) {
  const body = `[{"_1":2,"_3":4,"_5":6,"_7":6,"_8":9},"redirect",${JSON.stringify(page)},"status",303,"revalidate",true,"reload","replace",false]\n`;
  return new Response(body, { status: 202, headers: { "Content-Type": "text/x-script" } });
}

function fullQueuePage(back) {
  return page(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not kept — App Marketing Machine</title><style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0f172a}main{max-width:40rem;margin:0 auto;padding:24px 16px}a{color:#4338ca}</style></head><body><main><h1>This phone's queue is full</h1><p>${MAX_WRITES} changes (or 5 MB) already wait to be sent, so this one was not kept. They are sent when you're back online; then you can make more changes.</p><p><a href="${escape(back)}">Back to the page</a></p></main></body></html>`,
  );
}

let replaying = null;

/** Sends the current user's queued writes in order; one run at a time. */
function replay() {
  replaying ??= sendAll().finally(() => {
    replaying = null;
  });
  return replaying;
}

/** Older than the session's idle limit and not yet sent on the person's word. */
const isOld = (write, now) =>
  !write.approved && now - Date.parse(write.at) > (write.idle || DEFAULT_IDLE_MS);

async function sendAll() {
  const user = await currentUser();
  if (!user || user === "-") return;
  let sent = 0;
  const now = Date.now();
  // Writes that wait for the person (a conflict, an old write): later writes of the same thing
  // wait behind them, so one thing's writes still arrive in the order they were made.
  const held = new Set();
  for (const write of await writesOf(user)) {
    if (write.refused) continue;
    if (write.conflict || isOld(write, now) || held.has(write.resource)) {
      held.add(write.resource);
      continue;
    }
    let response;
    try {
      response = await fetch(write.url, {
        method: "POST",
        body: write.body,
        credentials: "same-origin",
        redirect: "manual",
        headers: {
          "Content-Type": FORM_TYPE,
          Accept: "application/json",
          "Idempotency-Key": new URLSearchParams(write.body).get("_idem"),
          "X-Queued-Write": "1",
          "X-Queued-For": user,
        },
      });
    } catch {
      break; // Still offline: the rest waits, in order.
    }
    // A redirect (signed out) or a server error: not applied, tried again later.
    if (response.type === "opaqueredirect" || response.status >= 500) break;
    const answer = await response.json().catch(() => ({}));
    if (response.status === 409) {
      await putWrite({ ...write, conflict: answer });
      held.add(write.resource);
      continue;
    }
    if (response.ok) {
      await deleteWrite(write.key);
      sent += 1;
      if (answer.version) await followVersion(user, write, answer.version);
    } else {
      // Refused (no access any more: 404; the task deleted: 404 or 410; bad input: 4xx): never
      // sent again, kept only to be shown at its place and on the offline line until seen.
      const message = answer.error || "This change was refused.";
      await putWrite({ ...write, refused: { status: response.status, message } });
    }
  }
  await tellPages(user, sent);
}

/** What the pages show: what was refused, what met a change elsewhere, what is too old to send unasked. */
async function tellPages(user, sent = 0) {
  const left = await writesOf(user);
  const now = Date.now();
  const known = await settings().catch(() => ({}));
  const brief = (w) => {
    const zone = w.zone || known.zone || "UTC";
    return {
      key: w.key,
      at: w.at,
      page: w.page,
      body: w.body,
      when: stamp(w.at, zone),
      day: dayOf(w.at, zone),
    };
  };
  const refused = left
    .filter((w) => w.refused)
    .map((w) => ({ ...brief(w), message: w.refused.message }));
  const conflicts = left
    .filter((w) => !w.refused && w.conflict)
    .map((w) => ({
      ...brief(w),
      conflict: w.conflict,
      changed: stamp((w.conflict.current || {}).updatedAt, w.zone || known.zone || "UTC"),
    }));
  const old = left.filter((w) => !w.refused && !w.conflict && isOld(w, now)).map(brief);
  const waiting = left.filter((w) => !w.refused).length;
  const windows = await self.clients.matchAll({ type: "window" });
  for (const client of windows) {
    client.postMessage({ type: "replayed", sent, refused, waiting, conflicts, old });
  }
}

/** Later queued writes of the same thing follow the version the one just sent made. */
async function followVersion(user, sent, version) {
  for (const write of await writesOf(user)) {
    if (write.resource !== sent.resource || write.seq <= sent.seq) continue;
    const fields = new URLSearchParams(write.body);
    if (!fields.has("_version")) continue;
    fields.set("_version", String(version));
    await putWrite({ ...write, body: fields.toString() });
  }
}

/** Old writes: sent on the person's word, or discarded. */
async function settleOld(keys, send) {
  for (const write of await allWrites()) {
    if (!keys.includes(write.key)) continue;
    if (send) await putWrite({ ...write, approved: true });
    else await deleteWrite(write.key);
  }
  if (send) await replay();
}

/** Refusals the page has shown: forgotten. */
async function forgetRefused(keys) {
  for (const write of await allWrites()) {
    if (keys.includes(write.key) && write.refused) await deleteWrite(write.key);
  }
}

/** Keep mine: sent again on the version the other device made. Keep theirs: dropped. */
async function settleConflict(key, mine) {
  const write = (await allWrites()).find((w) => w.key === key);
  if (!write) return;
  if (!mine) {
    await deleteWrite(key);
    return replay();
  }
  const fields = new URLSearchParams(write.body);
  const current = (write.conflict && write.conflict.current) || {};
  fields.set("_version", String(new Date(current.updatedAt).getTime()));
  fields.set("_idem", newKey());
  await deleteWrite(key);
  await putWrite({
    ...write,
    key: fields.get("_idem"),
    body: fields.toString(),
    conflict: null,
    approved: true,
  });
  await replay();
}

const attr = (text) => escape(String(text));
const WAITING = "Saved on this phone: sends when you're back online";

const ROW_FIELDS = ["taskId", "draftId", "entryId", "step"];

/** True when a form's hidden row fields (task, draft, KPI week, step) are the write's. */
function sameRow(inner, fields) {
  return ROW_FIELDS.every((name) => {
    const hidden = new RegExp(`<input\\b[^>]*\\sname="${name}"[^>]*>`).exec(inner);
    const value = hidden && /\svalue="([^"]*)"/.exec(hidden[0]);
    return (fields.get(name) ?? null) === (hidden ? (value ? value[1] : "") : null);
  });
}

/** A kept page with the writes that wait: ticks ticked, answers filled in, each marked waiting. */
function showWaiting(html, waiting) {
  let out = html;
  for (const write of waiting) {
    const fields = new URLSearchParams(write.body);
    const intent = fields.get("intent");
    const taskId = fields.get("taskId");
    const says = write.refused ? `Not sent: ${escape(write.refused.message)}` : WAITING;
    const mark = `<span data-queued-mark style="display:inline-block;margin:4px 0;padding:2px 6px;border-radius:6px;background:#fef3c7;color:#78350f;font:600 13px/1.4 system-ui,sans-serif">${says}</span>`;
    if (write.refused) {
      // Refused: said at its place (the task's row, or the form it came from), nothing applied.
      const row = new RegExp(`(<li id="task-${taskId}"[^>]*>)`);
      if (taskId && row.test(out)) out = out.replace(row, `$1${mark}`);
      else
        out = out.replace(
          /(<form\b[^>]*>)(?=[\s\S]*?<input\b[^>]*\sname="_(?:idem|version)")/i,
          `$1<p data-queued-refused>${mark}</p>`,
        );
      continue;
    }
    if (taskId && (intent === "complete-task" || intent === "reopen-task")) {
      const done = intent === "complete-task";
      const flip = (attrs) =>
        attrs
          .replace(/\s(?:data-queued|style)="[^"]*"/g, "")
          .replace(
            /value="(?:complete|reopen)-task"/,
            `value="${done ? "reopen" : "complete"}-task"`,
          )
          // Its name says what the next tap does, as the page's own button does.
          .replace(/aria-label="(?:Mark (“[^"]*”) done|Reopen (“[^"]*”))"/, (_, mark, reopen) =>
            done
              ? `aria-label="Reopen ${mark || reopen}"`
              : `aria-label="Mark ${mark || reopen} done"`,
          );
      out = out.replace(
        new RegExp(
          `(<li id="task-${taskId}"[^>]*>[\\s\\S]*?)<button([^>]*)aria-pressed="(?:true|false)"([^>]*)>`,
        ),
        (_, before, a, b) =>
          `${before}<button${flip(a)}aria-pressed="${done}" data-queued="${done ? "done" : "open"}" style="${done ? "background:#15803d;border-color:#15803d;color:#fff" : "background:#fff;color:transparent"}"${flip(b)}>`,
      );
      const li = new RegExp(`(<li id="task-${taskId}"[^>]*>)(?!<span data-queued-mark)`);
      out = out.replace(li, `$1${mark}`);
    } else if (intent === "add-task") {
      const title = attr(fields.get("title") || "");
      out = out.replace(
        /(<section aria-labelledby="add-heading"[^>]*>)/,
        `$1<p data-queued-add>${mark} “${title}”</p>`,
      );
    } else {
      // A module's answers, a step, a task's edit, a draft, a KPI week: the form it came from (the
      // one with the same row and step fields) shows them as they were sent.
      out = out.replace(/(<form\b[^>]*>)([\s\S]*?)(<\/form>)/gi, (whole, open, inner, close) => {
        if (!QUEUEABLE.test(inner) || !sameRow(inner, fields)) return whole;
        let filled = inner;
        for (const [name, value] of fields) {
          if (name.startsWith("_") || name === "intent") continue;
          const n = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          filled = filled
            .replace(
              new RegExp(`(<textarea\\b[^>]*name="${n}"[^>]*>)[\\s\\S]*?(</textarea>)`),
              (_m, o, c) => `${o}${escape(value)}${c}`,
            )
            .replace(new RegExp(`<input\\b[^>]*name="${n}"[^>]*>`), (input) =>
              /type="(?:checkbox|radio|hidden)"/.test(input)
                ? input
                : input
                    .replace(/\svalue="[^"]*"/, "")
                    .replace(/<input/, `<input value="${attr(value)}"`),
            );
        }
        return `${open}<p data-queued-form>${mark}</p>${filled}${close}`;
      });
    }
  }
  return out;
}
