// Outgoing email (invitations) through nodemailer, only when SMTP_URL and MAIL_FROM are set.
// A failed send never fails the invitation: the owner always sees the link to pass on.
import nodemailer, { type Transporter } from "nodemailer";

import { getEnv } from "./env.server";

export type MailMessage = { to: string; subject: string; text: string };
export type MailOutcome = "sent" | "not-configured" | "failed";

let transport: { url: string; transporter: Transporter } | undefined;

function mailer(): { transporter: Transporter; from: string } | null {
  const { SMTP_URL, MAIL_FROM } = getEnv();
  if (!SMTP_URL || !MAIL_FROM) return null;
  if (transport?.url !== SMTP_URL) {
    transport = { url: SMTP_URL, transporter: nodemailer.createTransport(SMTP_URL) };
  }
  return { transporter: transport.transporter, from: MAIL_FROM };
}

export function mailConfigured(): boolean {
  return mailer() !== null;
}

export async function sendMail(message: MailMessage): Promise<MailOutcome> {
  const configured = mailer();
  if (!configured) return "not-configured";
  try {
    await configured.transporter.sendMail({ from: configured.from, ...message });
    return "sent";
  } catch (error) {
    // The operator needs the details; the owner gets the link to copy instead.
    console.error("Sending an email failed", error);
    return "failed";
  }
}
