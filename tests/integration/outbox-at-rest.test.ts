// No live link at rest: once an email has left, its outbox row keeps subject, recipient and status
// but no body (so no reset, confirmation or invitation link sits in the database or its backups);
// an account email that failed for good is cleared too and cannot be retried; sent and failed
// rows go OUTBOX_KEEP_DAYS after they were written; the .eml files of MAIL_DIR are 0600 in a
// 0700 folder.
import fs from "node:fs";
import path from "node:path";

import { describe, expect, test, vi } from "vitest";

import { requestPasswordReset } from "~/models/password-reset.server";
import { db } from "~/services/db.server";
import { parseEnv } from "~/services/env.server";
import type * as Mail from "~/services/mail.server";
import {
  deliverDue,
  enqueueMail,
  flushMail,
  GIVE_UP_AFTER_MS,
  pruneOutbox,
  retryFailed,
  uniqueKey,
} from "~/services/outbox.server";

import { createSignedInUser } from "./helpers";

// Before anything reads the environment: this file's messages go to a folder of its own, made
// beforehand with the modes a default umask gives (0755), which the first write must narrow.
const folder = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/outbox-at-rest-${process.pid}-${Date.now()}`;
  process.env.MAIL_DIR = `${dir}/mail`;
  return `${dir}/mail`;
});

const DAY_MS = 24 * 60 * 60_000;
/** Addresses the mail transport refuses (as a mail server refuses an unknown domain). */
const REFUSED = "@refused.invalid";

vi.mock("~/services/mail.server", async (importOriginal) => {
  const original = await importOriginal<typeof Mail>();
  return {
    ...original,
    deliverRendered: (message: Parameters<typeof original.deliverRendered>[0]) =>
      message.to.endsWith("@refused.invalid")
        ? Promise.reject(new Error("550 no such domain"))
        : original.deliverRendered(message),
  };
});

function emlFilesTo(address: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((f) => f.includes(address) && f.endsWith(".eml"))
    .map((f) => path.join(folder, f));
}

async function rowsTo(address: string) {
  return db.outboxMessage.findMany({ where: { toAddress: address } });
}

describe("an email that has left", () => {
  test("its row keeps no body: the reset token is nowhere in the outbox table", async () => {
    fs.mkdirSync(folder, { recursive: true, mode: 0o755 });
    fs.chmodSync(folder, 0o755);
    const me = await createSignedInUser();
    await requestPasswordReset(me.user.email, "198.51.100.200");
    await vi.waitFor(async () => expect(await rowsTo(me.user.email)).toHaveLength(1), {
      timeout: 5_000,
    });
    const [queued] = await rowsTo(me.user.email);
    expect(queued.text).toMatch(/\/reset-password\/[\w-]+/);

    await flushMail();
    const [sent] = await rowsTo(me.user.email);
    expect(sent).toMatchObject({ status: "sent", text: "", html: "" });
    expect(sent.subject).toBe(queued.subject);
    expect(sent.toAddress).toBe(me.user.email);

    // The message went out with its link (the .eml file), and the token is in no row at all.
    const [file] = emlFilesTo(me.user.email);
    const raw = fs.readFileSync(file, "utf8").replace(/=\r?\n/g, "");
    const token = /\/reset-password\/([\w-]{20,})/.exec(raw)?.[1] ?? "";
    expect(token).not.toBe("");
    const holding = await db.outboxMessage.count({
      where: {
        OR: [
          { text: { contains: token } },
          { html: { contains: token } },
          { headers: { contains: token } },
        ],
      },
    });
    expect(holding).toBe(0);

    // Only the server's user reads the file and the folder.
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
  });

  test("an account email that failed for good is cleared and cannot be retried; a reminder keeps its body", async () => {
    const me = await createSignedInUser();
    const written = new Date(Date.now() - GIVE_UP_AFTER_MS - 60_000);
    for (const kind of ["account", "task-reminder"] as const) {
      await enqueueMail({
        to: me.user.email,
        subject: `Failing ${kind}`,
        paragraphs: ["https://app.example.test/reset-password/secret-token-of-a-failed-mail"],
        reason: "You asked for it.",
        kind,
        dedupeKey: uniqueKey("at-rest"),
        userId: me.user.id,
      });
    }
    // Written over 24 hours ago, and the mail server refuses the address.
    const address = `${me.user.id}${REFUSED}`;
    await db.outboxMessage.updateMany({
      where: { toAddress: me.user.email },
      data: { createdAt: written, toAddress: address },
    });
    await deliverDue();
    const rows = await rowsTo(address);
    const account = rows.find((r) => r.kind === "account");
    const reminder = rows.find((r) => r.kind === "task-reminder");
    expect(account).toMatchObject({ status: "failed", text: "", html: "" });
    expect(reminder?.status).toBe("failed");
    expect(reminder?.text).toContain("secret-token-of-a-failed-mail");
    expect(await retryFailed(account?.id ?? "")).toBe(false);
    expect(await retryFailed(reminder?.id ?? "")).toBe(true);
  });
});

describe("pruning", () => {
  test("sent and failed rows go OUTBOX_KEEP_DAYS (30) after they were written; queued ones stay", async () => {
    const me = await createSignedInUser();
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const make = (status: string, days: number) =>
      db.outboxMessage.create({
        data: {
          dedupeKey: uniqueKey("prune"),
          kind: "account",
          userId: me.user.id,
          toAddress: me.user.email,
          subject: `${status} ${days}`,
          text: status === "queued" ? "body" : "",
          html: status === "queued" ? "<p>body</p>" : "",
          messageId: `<${uniqueKey("m")}@example.test>`,
          status,
          createdAt: at(days),
          nextAttemptAt: status === "queued" ? new Date(now.getTime() + DAY_MS) : at(days),
          sentAt: status === "sent" ? at(days) : null,
        },
      });
    await make("sent", 29);
    await make("sent", 31);
    await make("failed", 31);
    await make("queued", 31);
    const pruned = await pruneOutbox(now);
    expect(pruned).toBeGreaterThanOrEqual(2);
    const left = (await rowsTo(me.user.email)).map((r) => r.subject).sort();
    expect(left).toEqual(["queued 31", "sent 29"]);
    // A day later the 29-day-old one is still young enough; two days later it goes.
    await pruneOutbox(new Date(now.getTime() + DAY_MS / 2));
    expect(
      await db.outboxMessage.count({ where: { subject: "sent 29", userId: me.user.id } }),
    ).toBe(1);
    await pruneOutbox(new Date(now.getTime() + 2 * DAY_MS));
    expect(
      await db.outboxMessage.count({ where: { subject: "sent 29", userId: me.user.id } }),
    ).toBe(0);
  });

  test("a sent row from before bodies were cleared is cleared by the prune", async () => {
    const me = await createSignedInUser();
    const row = await db.outboxMessage.create({
      data: {
        dedupeKey: uniqueKey("legacy"),
        kind: "account",
        toAddress: me.user.email,
        subject: "Old sent",
        text: "https://app.example.test/confirm-email/legacy-token",
        html: "<a href=https://app.example.test/confirm-email/legacy-token>x</a>",
        messageId: `<${uniqueKey("m")}@example.test>`,
        status: "sent",
        sentAt: new Date(),
      },
    });
    await pruneOutbox();
    expect(await db.outboxMessage.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      text: "",
      html: "",
    });
  });

  test("OUTBOX_KEEP_DAYS defaults to 30 and refuses what is not a whole number of days", () => {
    const base = { SESSION_SECRET: "s".repeat(40) };
    expect(parseEnv(base).OUTBOX_KEEP_DAYS).toBe(30);
    expect(parseEnv({ ...base, OUTBOX_KEEP_DAYS: "7" }).OUTBOX_KEEP_DAYS).toBe(7);
    for (const bad of ["0", "-1", "2.5", "a month"]) {
      expect(() => parseEnv({ ...base, OUTBOX_KEEP_DAYS: bad })).toThrow(/OUTBOX_KEEP_DAYS/);
    }
  });
});
