// The one way the app sends email (nodemailer). With SMTP_URL and MAIL_FROM it sends for real;
// without SMTP_URL outside production (or with MAIL_DIR set) each message is written as an .eml
// file into the mail folder and, outside production, its link is printed in the server log. (The
// outbox is the table of messages waiting to be handed here: app/services/outbox.server.ts.)
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import nodemailer, { type Transporter } from "nodemailer";

import { getEnv } from "./env.server";

export const PRODUCT_NAME = "App Marketing Machine";
/** The mail folder when none is set: git-ignored, like all of data/. */
export const DEFAULT_MAIL_DIR = "data/mail";

export type MailMessage = {
  to: string;
  subject: string;
  /** Paragraphs of the body, plain text. */
  paragraphs: string[];
  /** The one thing to do, as a button in HTML and a bare link in text. */
  action?: { label: string; url: string };
  /** Why the person got this email, printed at the bottom. */
  reason: string;
};
export type MailOutcome = "sent" | "file" | "not-configured" | "failed";

type Delivery =
  | { kind: "smtp"; transporter: Transporter; from: string }
  | { kind: "file"; folder: string; from: string }
  | { kind: "none" };

let smtp: { url: string; transporter: Transporter } | undefined;
const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true });

function delivery(): Delivery {
  const env = getEnv();
  const from = env.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@localhost>`;
  if (env.SMTP_URL) {
    if (smtp?.url !== env.SMTP_URL) {
      // Every wait is shorter than the outbox's lease, so a hung server never outlives a claim.
      const transporter = nodemailer.createTransport({
        url: env.SMTP_URL,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 45_000,
      } as Parameters<typeof nodemailer.createTransport>[0]);
      smtp = { url: env.SMTP_URL, transporter };
    }
    return { kind: "smtp", transporter: smtp.transporter, from };
  }
  // MAIL_OUTBOX: the setting's former name, still honoured.
  const folder = env.MAIL_DIR ?? env.MAIL_OUTBOX;
  if (folder || env.NODE_ENV !== "production") {
    return { kind: "file", folder: folder ?? DEFAULT_MAIL_DIR, from };
  }
  return { kind: "none" };
}

/** True when a message reaches someone: a real SMTP server (the mail folder is a developer's). */
export function mailConfigured(): boolean {
  return delivery().kind === "smtp";
}

/** An absolute link into the app, always from APP_URL (a request's Host header can be forged). */
export function appLink(pathname: string): string {
  return new URL(pathname, `${getEnv().APP_URL}/`).toString();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Pure: the plain-text and HTML parts of a message. */
export function renderMail(message: MailMessage): { text: string; html: string } {
  const { paragraphs, action, reason } = message;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `— ${PRODUCT_NAME}`,
    reason,
  ].join("\n\n");
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  const button = action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">Or open this link: ${escapeHtml(action.url)}</p>`
    : "";
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><p style="margin:0 0 24px;font-weight:700;color:#4338ca">${PRODUCT_NAME}</p>${paragraphs.map(p).join("")}${button}<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0"><p style="margin:0;font-size:13px;color:#475569">${escapeHtml(reason)}</p></body></html>`;
  return { text, html };
}

/** The first link in a text body (every link we send is into the app): what a developer follows. */
function appLinkIn(text: string): string | null {
  return /https?:\/\/\S+/.exec(text)?.[0] ?? null;
}

async function writeMailFile(
  folder: string,
  raw: Buffer,
  message: { to: string; subject: string; link: string | null },
) {
  // Each file holds a live link (a reset, an invitation): the folder and files are the server
  // user's alone (0700 / 0600), also when the folder existed before with wider modes.
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  fs.chmodSync(folder, 0o700);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const slug = message.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
  const file = path.join(folder, `${stamp}-${slug}-${crypto.randomBytes(3).toString("hex")}.eml`);
  await fs.promises.writeFile(file, raw, { mode: 0o600 });
  // The developer's way to follow a flow without a mail server: the log names the file and link.
  // A production log goes to more people and places than the mail folder: the link (a password reset,
  // an invitation) is a secret there, so only the file is named.
  const link =
    message.link && getEnv().NODE_ENV !== "production" ? `\n[mail] link: ${message.link}` : "";
  console.info(`[mail] "${message.subject}" to ${message.to} → ${file}${link}`);
}

export type RenderedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The stable Message-ID (`<id@host>`): the same on a re-send. */
  messageId?: string;
  headers?: Record<string, string>;
};

/**
 * Hands one rendered message to the transport: SMTP, or an .eml file in the developer's folder.
 * Throws when it could not (the outbox retries); "not-configured" when nothing is set up to send.
 */
export async function deliverRendered(message: RenderedMail): Promise<MailOutcome> {
  const target = delivery();
  if (target.kind === "none") return "not-configured";
  const envelope = {
    from: target.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    headers: message.headers,
  };
  if (target.kind === "smtp") {
    await target.transporter.sendMail(envelope);
    return "sent";
  }
  const info = await fileTransport.sendMail(envelope);
  await writeMailFile(target.folder, info.message as Buffer, {
    to: message.to,
    subject: message.subject,
    link: appLinkIn(message.text),
  });
  return "file";
}
