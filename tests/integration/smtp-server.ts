// A real SMTP server (smtp-server) in the test process, its messages parsed by mailparser. Call
// startSmtpServer() in beforeAll, before anything reads the environment: it sets SMTP_URL
// (smtpInboxForFile() does that for a whole test file).
import type { AddressInfo } from "node:net";

import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";

import { flushMail } from "~/services/outbox.server";

export type Inbox = {
  messages: ParsedMail[];
  /** The messages to an address so far, after the queued ones went out. */
  to(address: string): Promise<ParsedMail[]>;
  /** The first link into the app in the newest message to an address. */
  linkTo(address: string, path: string): Promise<string | null>;
  stop(): Promise<void>;
};

export async function startSmtpServer(): Promise<Inbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = "App Marketing Machine <team@example.com>";
  process.env.APP_URL = "https://app.example.test";
  const to = async (address: string) => {
    await flushMail();
    return messages.filter((m) => addresses(m).includes(address.toLowerCase()));
  };
  return {
    messages,
    to,
    async linkTo(address, path) {
      const mine = await to(address);
      const text = mine.at(-1)?.text ?? "";
      const match = text.match(new RegExp(`https://app\\.example\\.test${path}[^\\s]*`));
      return match ? match[0] : null;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addresses(mail: ParsedMail): string[] {
  const list = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase()));
}

/** The file's inbox: a server started before its tests and stopped after them. */
export function smtpInboxForFile(): Inbox {
  let started: Inbox | undefined;
  beforeAll(async () => {
    started = await startSmtpServer();
  });
  afterAll(() => started?.stop());
  const live = () => {
    if (!started) throw new Error("The SMTP server starts in beforeAll");
    return started;
  };
  return {
    get messages() {
      return live().messages;
    },
    to: (address) => live().to(address),
    linkTo: (address, path) => live().linkTo(address, path),
    stop: () => live().stop(),
  };
}
