// An outside check that no sign-in outlives a password change: against a running server (a
// production build: `npm run build`, then `npm start`), each round registers a fresh account,
// starts LOOPS loops of POST /api/login with its password (the attacker who once had it) and,
// while they run, changes the password (PUT /api/user/password, as the owner). The loops go on
// for TAIL_MS after the change answered. Then every session cookie a loop got is tried on
// GET /api/user: each 200 is a session that outlived the change. Expected: 0.
//
//   TRUST_PROXY=1 PORT=3123 npm start          # in another shell (each round is another client)
//   node scripts/probe-password-race.mjs http://localhost:3123 [rounds=20] [loops=3]
//
// TRUST_PROXY=1 lets each round come from its own address (X-Forwarded-For), so the limits on
// sign-ups and failed sign-ins per client do not stop the probe; without it, run fewer rounds.
// Exit status 1 when a session outlived a change.
const base = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
const rounds = Number(process.argv[3] ?? 20);
const loops = Number(process.argv[4] ?? 3);
const TAIL_MS = 300;
/** Waits before the change starts, so the loops are in flight when it runs. */
const HEAD_MS = 150;

const OLD_PASSWORD = "Probe-old-password-42";
const NEW_PASSWORD = "Probe-new-password-43";
const run = Date.now().toString(36);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const addressOf = (round, loop) => `198.18.${round % 250}.${(loop % 250) + 1}`;

function sessionCookie(response) {
  return (
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .find((pair) => pair.startsWith("amm_session=") && !pair.endsWith("=")) ?? null
  );
}

async function call(method, path, { body, cookie, client }) {
  const headers = { "X-Forwarded-For": client };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (cookie) headers.Cookie = cookie;
  return fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
}

async function round(index) {
  const email = `probe-${run}-${index}@example.com`;
  const owner = addressOf(index, 0);
  const registered = await call("POST", "/api/register", {
    body: { email, password: OLD_PASSWORD, companyName: `Probe ${run} ${index}` },
    client: owner,
  });
  if (registered.status !== 201) {
    throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  }
  const ownerCookie = sessionCookie(registered);

  let changedAt = null;
  let changeStarted = null;
  const got = [];
  const statuses = {};
  let straddled = 0;
  let stale = 0;
  const loop = async (n) => {
    const client = addressOf(index, n + 1);
    while (changedAt === null || Date.now() - changedAt < TAIL_MS) {
      const sent = Date.now();
      const response = await call("POST", "/api/login", {
        body: { email, password: OLD_PASSWORD },
        client,
      });
      // In flight across the change: sent before it answered, answered after it started.
      if (changeStarted !== null && (changedAt === null || sent < changedAt)) {
        if (sent < changeStarted || changedAt === null) straddled += 1;
      }
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      const cookie = sessionCookie(response);
      if (response.status === 200 && cookie) got.push(cookie);
      const text = await response.text();
      if (response.status === 401 && text.includes("changed while you were signing in")) stale += 1;
    }
  };
  const running = Array.from({ length: loops }, (_, n) => loop(n));
  await sleep(HEAD_MS);
  const started = Date.now();
  changeStarted = started;
  const changed = await call("PUT", "/api/user/password", {
    body: { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD },
    cookie: ownerCookie,
    client: owner,
  });
  changedAt = Date.now();
  if (changed.status !== 204) {
    throw new Error(`the change answered ${changed.status}: ${await changed.text()}`);
  }
  await Promise.all(running);

  let alive = 0;
  for (const cookie of got) {
    const me = await call("GET", "/api/user", { cookie, client: owner });
    if (me.status === 200) alive += 1;
    await me.arrayBuffer();
  }
  const ownerStill = (await call("GET", "/api/user", { cookie: ownerCookie, client: owner }))
    .status;
  return {
    signIns: got.length,
    alive,
    changeMs: changedAt - started,
    statuses,
    ownerStill,
    straddled,
    stale,
  };
}

let totalAlive = 0;
let totalSignIns = 0;
let totalRequests = 0;
let totalStraddled = 0;
let totalStale = 0;
for (let index = 1; index <= rounds; index += 1) {
  const result = await round(index);
  totalAlive += result.alive;
  totalSignIns += result.signIns;
  const requests = Object.values(result.statuses).reduce((a, b) => a + b, 0);
  totalRequests += requests;
  totalStraddled += result.straddled;
  totalStale += result.stale;
  console.log(
    `round ${index}: ${requests} sign-ins tried ${JSON.stringify(result.statuses)}, ` +
      `${result.signIns} got a session, change took ${result.changeMs} ms, ` +
      `${result.straddled} in flight across it (${result.stale} refused as stale), ` +
      `${result.alive} alive after it; the owner's own session: ${result.ownerStill}`,
  );
}
console.log(
  `${rounds} rounds, ${loops} loops each: ${totalRequests} sign-ins tried, ` +
    `${totalStraddled} in flight across the change (${totalStale} refused as stale), ` +
    `${totalSignIns} sessions handed out, ${totalAlive} alive after the change.`,
);
process.exit(totalAlive === 0 ? 0 : 1);
