// The mail folder's log line: in production (MAIL_DIR set, no SMTP) it names the message and its
// file but never its link, which is a secret (a password reset, an invitation); elsewhere it
// prints the link, so a developer can follow a flow without a mail server. MAIL_OUTBOX, the
// setting's former name, still names the folder when MAIL_DIR is unset.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, expect, test, vi } from "vitest";

const LINK = "https://app.example.test/reset-password/secret-token-123";
const saved = { ...process.env };
let folder: string;

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "amm-mail-"));
});
afterEach(() => {
  process.env = { ...saved };
  vi.restoreAllMocks();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Sends one message through a fresh copy of the module (the environment is read once). */
async function sendWithLog(
  nodeEnv: "production" | "development",
  setting: "MAIL_DIR" | "MAIL_OUTBOX" = "MAIL_DIR",
) {
  process.env.NODE_ENV = nodeEnv;
  delete process.env.MAIL_DIR;
  delete process.env.MAIL_OUTBOX;
  process.env[setting] = folder;
  delete process.env.SMTP_URL;
  vi.resetModules();
  const { deliverRendered, renderMail } = await import("./mail.server");
  const info = vi.spyOn(console, "info").mockImplementation(() => {});
  const message = {
    to: "someone@example.com",
    subject: "Reset your password",
    paragraphs: ["Open the link."],
    action: { label: "Choose a new password", url: LINK },
    reason: "You asked for it.",
  };
  const outcome = await deliverRendered({ ...message, ...renderMail(message) });
  expect(outcome).toBe("file");
  const [file] = fs.readdirSync(folder);
  return { log: info.mock.calls.map((call) => call.map(String).join(" ")).join("\n"), file };
}

test("in production the log says a message was written, never its link", async () => {
  const { log, file } = await sendWithLog("production");
  expect(log).toContain('"Reset your password"');
  expect(log).toContain("someone@example.com");
  expect(log).toContain(path.join(folder, file));
  expect(log).not.toContain(LINK);
  expect(log).not.toContain("secret-token-123");
  // The message itself still holds the link: the mail folder is where it is read.
  expect(fs.readFileSync(path.join(folder, file), "utf8")).toContain("secret-token-123");
});

test("outside production the log prints the link", async () => {
  const { log } = await sendWithLog("development");
  expect(log).toContain(`[mail] link: ${LINK}`);
});

test("MAIL_OUTBOX, the former name of MAIL_DIR, still names the folder", async () => {
  const { file } = await sendWithLog("production", "MAIL_OUTBOX");
  expect(file).toMatch(/someone@example\.com.*\.eml$/);
});
