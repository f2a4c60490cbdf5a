// Delivery proofs for the outbox, with real server processes and a real SMTP server in this test
// process that counts each message by its Message-ID:
// - SQLite: one production server with two worker processes (WEB_CONCURRENCY=2), each running the
//   job loop; PostgreSQL: two servers on different ports sharing the database (four senders).
// - 500 messages due at once are each received exactly once, and enqueued again with the same
//   dedupe keys they are not written again;
// - the mail server refusing (421 at connect, then 451 after the data) → every message retried
//   with its error and a growing delay, then, once it accepts, each received once;
// - SIGKILL of every server process while sending through a slow mail server → after the lease,
//   none lost; a message received twice was one in flight at the kill, with the same Message-ID;
// - SIGTERM while sending (a deploy): each server stops after the message being sent, the rest
//   of its batch queued again at once (not left claimed until the lease ends);
// - two `npm run jobs -- --once` started together send each message once;
// - `npm run jobs -- --once --now=<before its time>` sends nothing, `--now=<its time>` sends it;
// - servers with JOBS=off write the mail of their requests and send none; `npm run jobs` beside
//   them sends each message once and stops on SIGTERM.
// Waiting for a retry's delay (30 s) or a dead sender's lease (2 min) is skipped by moving
// nextAttemptAt or leaseUntil into the past in the database, never by changing the constants.
// The burst and the reminders cases hold 500 messages, the failure cases 60, in both modes.
import { spawn } from "node:child_process";

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { databaseProvider, db } from "~/services/db.server";
import { deliverDue, enqueueMail } from "~/services/outbox.server";

import { createSignedInUser } from "../integration/helpers";
import { type SmtpSink, startSmtpSink } from "../integration/smtp-sink";
import { FULL, type RunningServer, startServer } from "./server";

const provider = databaseProvider();
const BURST = 500;
// The burst and the reminders cases hold 500; the failure cases prove their point with 60, in both
// modes (CI runs the default mode, the full mode is the deeper run before a release, and each of
// these cases costs seconds per message sent).
const SMALL = 60;
const WORKERS_PER_SERVER = 2;

let sink: SmtpSink;
let servers: RunningServer[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  // This process writes (and once sends) as the servers do: before anything reads the environment.
  Object.assign(process.env, mailEnv());
});

// Each case starts with a mail server that accepts at once (a failed case leaves none refusing).
let droppedBefore = 0;
/** Set by the cases that stop or kill senders mid-send: only they may drop a message half-sent. */
let stopsSenders = false;
beforeEach(() => {
  sink.mode = "accept";
  sink.delayMs = 0;
  droppedBefore = sink.dropped;
  stopsSenders = false;
});

// The mail server saw no error but a killed sender's reset, and that only where a case stops one.
afterEach(() => {
  expect(sink.errors).toEqual([]);
  if (!stopsSenders) expect(sink.dropped).toBe(droppedBefore);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await sink?.stop();
});

function mailEnv(): Record<string, string> {
  return {
    SMTP_URL: sink.url,
    MAIL_FROM: "App Marketing Machine <team@example.com>",
    APP_URL: "https://app.example.test",
  };
}

/** The senders: on SQLite one server (two workers); on PostgreSQL two servers, started together. */
async function startSenders(count: number, env: Record<string, string> = {}) {
  servers = await Promise.all(
    Array.from({ length: count }, () => startServer({ env: { ...mailEnv(), ...env } })),
  );
}

async function stopSenders(how: "stop" | "kill") {
  await Promise.all(servers.map((server) => server[how]()));
  servers = [];
}

/** `count` messages with the keys `<run>:0` ... one by one, as the app writes them; how many were new. */
async function enqueue(run: string, count: number): Promise<number> {
  let written = 0;
  for (let i = 0; i < count; i++) {
    const fresh = await enqueueMail({
      kind: "task-reminder",
      dedupeKey: `${run}:${i}`,
      to: `${run}-${i}@example.com`,
      subject: `Task ${i} is due`,
      paragraphs: [`Task ${i} of ${run} is due today.`],
      reason: "You get this because a task of yours is due.",
    });
    if (fresh) written += 1;
  }
  return written;
}

function rowsOf(run: string) {
  return db.outboxMessage.findMany({
    where: { dedupeKey: { startsWith: `${run}:` } },
    select: {
      id: true,
      messageId: true,
      status: true,
      attempts: true,
      lastError: true,
      nextAttemptAt: true,
    },
  });
}

const received = (messageId: string) => sink.received.get(messageId) ?? 0;

async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  // A deadline, not a duration: here 500 messages take 30 to 50 s; slower machines get room.
  timeoutMs = FULL ? 300_000 : 180_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      const logs = servers.map((server) => server.stderr().slice(-2000)).join("\n");
      throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}\n${logs}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function allSent(run: string, count: number) {
  await waitFor(`${count} messages of ${run} sent`, async () => {
    const sent = await db.outboxMessage.count({
      where: { dedupeKey: { startsWith: `${run}:` }, status: "sent" },
    });
    return sent === count;
  });
}

function jobsCli(args: string[]) {
  return spawn("npm", ["run", "--silent", "jobs", "--", ...args], {
    // Its own process group: npm, tsx and node are stopped together.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      ...mailEnv(),
      NODE_ENV: "production",
      DATABASE_URL: process.env.DATABASE_URL ?? "",
    },
  });
}

/** `npm run jobs -- <args>` as an operator runs it; its exit code and its output. */
function runJobsCli(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = jobsCli(args);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
      reject(new Error(`npm run jobs -- ${args.join(" ")} took over 90 s:\n${stdout}\n${stderr}`));
    }, 90_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** "[jobs] as of ...: 0 reminders written, 12 sent, 0 to retry, 0 failed" → 12. */
function sentIn(stdout: string): number {
  const match = /: \d+ reminders? written, (\d+) sent, (\d+) to retry, (\d+) failed/.exec(stdout);
  if (!match) throw new Error(`No summary line in: ${stdout}`);
  return Number(match[1]);
}

function defineDeliveryProofs(serverCount: number) {
  const senders = serverCount * WORKERS_PER_SERVER;

  it(`${BURST} messages due at once: each received exactly once, and written once when enqueued again`, async () => {
    const run = `burst-${provider}`;
    // Written before any sender runs, so that all are due together when the servers come up.
    expect(await enqueue(run, BURST)).toBe(BURST);
    const started = Date.now();
    await startSenders(serverCount);
    await allSent(run, BURST);
    const seconds = (Date.now() - started) / 1000;

    const rows = await rowsOf(run);
    expect(rows).toHaveLength(BURST);
    expect(rows.filter((row) => received(row.messageId) !== 1)).toEqual([]);
    // Claimed once each: no two senders ever held the same message.
    expect(rows.filter((row) => row.attempts !== 1)).toEqual([]);
    expect(sink.total()).toBe(BURST);

    // The same keys again (a scheduler that runs twice): nothing new is written or sent.
    expect(await enqueue(run, BURST)).toBe(0);
    expect(await db.outboxMessage.count({ where: { dedupeKey: { startsWith: `${run}:` } } })).toBe(
      BURST,
    );
    // A round of every job loop (one every 2 s).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(sink.total()).toBe(BURST);
    console.info(
      `outbox (${provider}, ${senders} senders): ${BURST} received once each in ${seconds.toFixed(1)} s (with the servers' start)`,
    );
  });

  it(`the mail server refusing at first: ${SMALL} messages retried with their error, then each received once`, async () => {
    const run = `down-${provider}`;
    sink.mode = "refuse-connect";
    const refusedBefore = sink.refused;
    const enqueued = Date.now();
    expect(await enqueue(run, SMALL)).toBe(SMALL);

    // Every message tried and refused (421 at connect): queued again 30 s on, with why.
    await waitFor("every message refused once", async () =>
      (await rowsOf(run)).every((row) => row.status === "queued" && row.attempts >= 1),
    );
    let rows = await rowsOf(run);
    for (const row of rows) {
      expect(row.lastError).toMatch(/\b421 /);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(enqueued + 30_000);
    }

    // Refused again after the data (451), without waiting the 30 s: the next try is a minute on.
    sink.mode = "refuse-data";
    const madeDue = Date.now();
    await dueNow(run);
    await waitFor("every message refused after its data", async () =>
      (await rowsOf(run)).every(
        (row) => row.status === "queued" && row.attempts >= 2 && /\b451 /.test(row.lastError ?? ""),
      ),
    );
    rows = await rowsOf(run);
    for (const row of rows) {
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(madeDue + 60_000);
      expect(received(row.messageId)).toBe(0);
    }
    expect(sink.refused - refusedBefore).toBeGreaterThanOrEqual(2 * SMALL);

    // The server is back: each message is received once, on its next attempt.
    sink.mode = "accept";
    const totalBefore = sink.total();
    await dueNow(run);
    await allSent(run, SMALL);
    rows = await rowsOf(run);
    expect(rows.filter((row) => received(row.messageId) !== 1)).toEqual([]);
    expect(rows.filter((row) => row.attempts < 3 || row.lastError !== null)).toEqual([]);
    expect(sink.total() - totalBefore).toBe(SMALL);
  });

  it(`SIGKILL of every server process while sending ${SMALL} messages: none lost, a duplicate only for one in flight`, async () => {
    stopsSenders = true;
    const run = `kill-${provider}`;
    // A slow relay: each message is answered 200 ms after its data.
    sink.delayMs = 200;
    expect(await enqueue(run, SMALL)).toBe(SMALL);
    const ids = new Set((await rowsOf(run)).map((row) => row.messageId));
    const receivedOfRun = () => [...ids].filter((id) => received(id) > 0).length;
    await waitFor("the first messages received", async () => receivedOfRun() >= 10);
    await stopSenders("kill");
    // Answers already on their way (the relay took those messages) arrive, then the relay is fast.
    await new Promise((resolve) => setTimeout(resolve, 400));
    sink.delayMs = 0;

    const atKill = await rowsOf(run);
    const sentAtKill = atKill.filter((row) => row.status === "sent");
    const claimed = atKill.filter((row) => row.status === "sending");
    // Received but not yet marked sent: in flight when the sender died (one per sender at most).
    const inFlight = new Set(claimed.filter((row) => received(row.messageId) > 0).map((r) => r.id));
    expect(sentAtKill.filter((row) => received(row.messageId) !== 1)).toEqual([]);
    expect(sentAtKill.length).toBeLessThan(SMALL);
    expect(inFlight.size).toBeLessThanOrEqual(senders);

    // The dead senders' leases, ended (instead of waiting the 2 minutes), then the servers again.
    await db.outboxMessage.updateMany({
      where: { dedupeKey: { startsWith: `${run}:` }, status: "sending" },
      data: { leaseUntil: new Date(Date.now() - 1000) },
    });
    await startSenders(serverCount);
    await allSent(run, SMALL);

    const rows = await rowsOf(run);
    expect(rows.filter((row) => received(row.messageId) < 1)).toEqual([]);
    const twice = rows.filter((row) => received(row.messageId) > 1);
    expect(twice.filter((row) => !inFlight.has(row.id))).toEqual([]);
    expect(twice.every((row) => received(row.messageId) === 2)).toBe(true);
    console.info(
      `outbox (${provider}): SIGKILL with ${sentAtKill.length} of ${SMALL} sent and ${claimed.length} claimed; ${inFlight.size} in flight, ${twice.length} received twice`,
    );
  });

  it("SIGTERM while sending (a deploy): each server stops after the message being sent, the rest queued again at once", async () => {
    stopsSenders = true;
    const run = `term-${provider}`;
    sink.delayMs = 300;
    expect(await enqueue(run, 40)).toBe(40);
    await waitFor("the servers sending", async () =>
      (await rowsOf(run)).some((row) => received(row.messageId) > 0),
    );
    const stopping = Date.now();
    await stopSenders("stop");
    const seconds = (Date.now() - stopping) / 1000;
    sink.delayMs = 0;
    // The drain of the listener (1 s) and one message, not the rest of a round (the forced exit
    // comes at 10 s).
    expect(seconds).toBeLessThan(6);
    const rows = await rowsOf(run);
    expect(rows.filter((row) => row.status === "sending")).toEqual([]);
    expect(rows.filter((row) => row.status === "sent" && received(row.messageId) !== 1)).toEqual(
      [],
    );
    const left = rows.filter((row) => row.status === "queued");
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter((row) => row.attempts !== 0)).toEqual([]);
    // Due at once for whichever sender comes next (here this process).
    await deliverDue();
    const after = await rowsOf(run);
    expect(after.filter((row) => row.status !== "sent" || received(row.messageId) !== 1)).toEqual(
      [],
    );
    console.info(
      `outbox (${provider}): SIGTERM stopped in ${seconds.toFixed(1)} s with ${left.length} of 40 queued again`,
    );
  });

  it(`two \`npm run jobs -- --once\` started together beside JOBS=off servers send each of ${SMALL} messages once`, async () => {
    // Web servers that send nothing themselves, as several servers are run (the CLI sends).
    await startSenders(serverCount, { JOBS: "off" });
    const run = `cli-${provider}`;
    expect(await enqueue(run, SMALL)).toBe(SMALL);
    const [first, second] = await Promise.all([runJobsCli(["--once"]), runJobsCli(["--once"])]);
    expect(first, first.stderr).toMatchObject({ code: 0 });
    expect(second, second.stderr).toMatchObject({ code: 0 });
    expect(sentIn(first.stdout) + sentIn(second.stdout)).toBe(SMALL);
    const rows = await rowsOf(run);
    expect(rows.filter((row) => row.status !== "sent" || received(row.messageId) !== 1)).toEqual(
      [],
    );
    console.info(
      `outbox (${provider}): two jobs --once sent ${sentIn(first.stdout)} + ${sentIn(second.stdout)}`,
    );
  });

  it("`npm run jobs -- --once --now=` before a message's hour sends nothing; at the hour, sends it", async () => {
    const run = `hour-${provider}`;
    expect(await enqueue(run, 10)).toBe(10);
    const hour = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000);
    await db.outboxMessage.updateMany({
      where: { dedupeKey: { startsWith: `${run}:` } },
      data: { nextAttemptAt: hour },
    });

    const before = await runJobsCli([
      "--once",
      `--now=${new Date(hour.getTime() - 60_000).toISOString()}`,
    ]);
    expect(before, before.stderr).toMatchObject({ code: 0 });
    expect(sentIn(before.stdout)).toBe(0);
    expect((await rowsOf(run)).every((row) => row.status === "queued" && row.attempts === 0)).toBe(
      true,
    );

    const at = await runJobsCli(["--once", `--now=${hour.toISOString()}`]);
    expect(at, at.stderr).toMatchObject({ code: 0 });
    expect(at.stdout).toContain(`as of ${hour.toISOString()}`);
    expect(sentIn(at.stdout)).toBe(10);
    const rows = await rowsOf(run);
    expect(rows.filter((row) => row.status !== "sent" || received(row.messageId) !== 1)).toEqual(
      [],
    );
  });

  it("JOBS=off servers write the mail of their requests and send none; `npm run jobs` beside them sends each once and stops on SIGTERM", async () => {
    stopsSenders = true;
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createSignedInUser({ email: `reset-${provider}-${i}@example.com` }),
      ),
    );
    const emails = people.map(({ user }) => user.email);
    // Password-reset requests, spread over the servers: each writes its email into the outbox.
    for (const [i, email] of emails.entries()) {
      const server = servers[i % servers.length];
      const response = await fetch(`${server.url}/api/password/forgot`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(202);
    }
    const rows = () => db.outboxMessage.findMany({ where: { toAddress: { in: emails } } });
    await waitFor("the reset emails written", async () => (await rows()).length === emails.length);
    // A round of the job loop (one every 2 s), had the servers one: nothing is tried.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await rows()).filter((row) => row.status !== "queued" || row.attempts !== 0)).toEqual(
      [],
    );

    const worker = jobsCli([]);
    let output = "";
    worker.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => worker.once("exit", resolve));
    try {
      await waitFor("the worker to send the reset emails", async () =>
        (await rows()).every((row) => row.status === "sent"),
      );
      // SIGTERM to the worker's own process (the pid it prints): it stops gracefully, and npm
      // exits with its code.
      const pid = Number(/\[jobs\] running \(pid (\d+)\)/.exec(output)?.[1]);
      expect(pid, output).toBeGreaterThan(0);
      process.kill(pid, "SIGTERM");
      expect(await exited, output).toBe(0);
    } finally {
      if (worker.pid && worker.exitCode === null) process.kill(-worker.pid, "SIGKILL");
    }
    for (const row of await rows()) {
      expect(received(row.messageId)).toBe(1);
      expect(row.subject).toMatch(/^Choose a new password/);
    }
  });
}

/** The rows of a run that wait for their retry: due now (the delay is skipped, not shortened). */
async function dueNow(run: string) {
  await db.outboxMessage.updateMany({
    where: { dedupeKey: { startsWith: `${run}:` }, status: "queued" },
    data: { nextAttemptAt: new Date(Date.now() - 1000) },
  });
}

describe.runIf(provider === "sqlite")("SQLite: one server, two worker processes", () => {
  defineDeliveryProofs(1);
});

describe.runIf(provider === "postgresql")("PostgreSQL: two servers sharing the database", () => {
  defineDeliveryProofs(2);
});

/** "[jobs] as of ...: 3 reminders written, ..." → 3. */
function writtenIn(stdout: string): number {
  const match = /: (\d+) reminders? written,/.exec(stdout);
  if (!match) throw new Error(`No summary line in: ${stdout}`);
  return Number(match[1]);
}

describe("reminders due at once through scheduleReminders", () => {
  it(`${BURST} people with a task due tomorrow: two \`jobs --once\` before the hour write nothing; two at the hour write each reminder once and send each once`, async () => {
    // One company whose task nobody owns: every owner is reminded (confirmed, in UTC, at 09:00
    // one day before, the defaults).
    const { tenant } = await createSignedInUser();
    const run = `people-${provider}-${Date.now()}`;
    await db.user.createMany({
      data: Array.from({ length: BURST }, (_, i) => ({
        tenantId: tenant.id,
        email: `${run}-${i}@example.com`,
        passwordHash: "not-a-password-hash",
        teamRole: "owner",
        emailVerifiedAt: new Date(),
      })),
    });
    await db.user.updateMany({
      where: { tenantId: tenant.id },
      data: { emailVerifiedAt: new Date() },
    });
    const app = await db.app.create({
      data: { tenantId: tenant.id, name: "Reminder burst", wizardAnswers: {} },
    });
    await db.checklistTask.create({
      data: {
        appId: app.id,
        title: "Record the launch video",
        dueAt: new Date("2030-01-16T12:00:00.000Z"),
        isCustom: true,
      },
    });
    const owners = await db.user.findMany({ where: { tenantId: tenant.id }, select: { id: true } });
    expect(owners).toHaveLength(BURST + 1);
    const rows = () =>
      db.outboxMessage.findMany({
        where: { kind: "task-reminder", userId: { in: owners.map((o) => o.id) } },
        select: { messageId: true, status: true },
      });

    const early = await Promise.all([
      runJobsCli(["--once", "--now=2030-01-15T08:59:00.000Z"]),
      runJobsCli(["--once", "--now=2030-01-15T08:59:00.000Z"]),
    ]);
    for (const result of early) expect(result.code, result.stderr).toBe(0);
    expect(early.map((r) => writtenIn(r.stdout))).toEqual([0, 0]);
    expect(await rows()).toHaveLength(0);

    const atHour = await Promise.all([
      runJobsCli(["--once", "--now=2030-01-15T09:00:00.000Z"]),
      runJobsCli(["--once", "--now=2030-01-15T09:00:00.000Z"]),
    ]);
    for (const result of atHour) expect(result.code, result.stderr).toBe(0);
    expect(atHour.reduce((sum, r) => sum + writtenIn(r.stdout), 0)).toBe(BURST + 1);
    const written = await rows();
    expect(written).toHaveLength(BURST + 1);
    await waitFor("every reminder sent", async () =>
      (await rows()).every((row) => row.status === "sent"),
    );
    for (const row of written) expect(received(row.messageId)).toBe(1);

    // Once more at the hour: the dedupe keys write none.
    const again = await runJobsCli(["--once", "--now=2030-01-15T09:30:00.000Z"]);
    expect(writtenIn(again.stdout)).toBe(0);
    expect(await rows()).toHaveLength(BURST + 1);
  });
});
