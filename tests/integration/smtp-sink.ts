// An SMTP server for delivery tests that counts rather than parses: every message it accepts is
// counted by its Message-ID, so a test can prove each was received exactly once. Its behaviour
// can be changed while it runs: refuse every connection (421), refuse every message after its
// data (451), or answer each message slowly (a slow relay, to kill a sender mid-send).
import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

export type SinkMode = "accept" | "refuse-connect" | "refuse-data";

export type SmtpSink = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mode: SinkMode;
  /** Milliseconds between a message's last byte and the server's answer (0: at once). */
  delayMs: number;
  /** Message-ID → how many times the server accepted it (answered 250). */
  received: Map<string, number>;
  /** Connections and messages refused so far. */
  refused: number;
  /** Connections a sender dropped (reset) in the middle of a message: a killed sender. */
  dropped: number;
  /** Any other error the server reported: a test that expects none asserts this is empty. */
  errors: Error[];
  /** Messages accepted, counting repeats. */
  total(): number;
  /** The Message-IDs accepted more than once. */
  duplicates(): string[];
  stop(): Promise<void>;
};

function responseError(code: number, message: string) {
  return Object.assign(new Error(message), { responseCode: code });
}

/** The Message-ID header of a raw message (its header ends at the first empty line). */
export function messageIdOf(raw: string): string | null {
  const header = raw.split(/\r?\n\r?\n/, 1)[0];
  return /^Message-ID:\s*(<[^>\s]+>)/im.exec(header)?.[1] ?? null;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink = {
    mode: "accept" as SinkMode,
    delayMs: 0,
    received: new Map<string, number>(),
    refused: 0,
    dropped: 0,
    errors: [] as Error[],
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // No reverse DNS of 127.0.0.1 for every connection (a slow resolver would set the pace).
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      if (sink.mode !== "refuse-connect") return callback();
      sink.refused += 1;
      callback(responseError(421, "mail.example.test Service not available, try again later"));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (sink.mode !== "accept") {
          sink.refused += 1;
          callback(responseError(451, "Requested action aborted: local error in processing"));
          return;
        }
        const id = messageIdOf(Buffer.concat(chunks).toString("utf8"));
        // Counted when the server answers 250, even when the sender is gone by then: a relay
        // that took the message delivers it, so this is the worst case for duplicates.
        const accept = () => {
          if (id) sink.received.set(id, (sink.received.get(id) ?? 0) + 1);
          callback();
        };
        if (sink.delayMs > 0) setTimeout(accept, sink.delayMs);
        else accept();
      });
    },
  });
  // A sender killed in the middle of a message resets its connection: smtp-server reports that on
  // the server object, and unheard it would be an uncaught exception. The reliability tests kill
  // senders on purpose, so a reset is counted as dropped; any other error is kept for the test.
  server.on("error", (error: Error & { code?: string }) => {
    if (error.code === "ECONNRESET" || error.code === "EPIPE") sink.dropped += 1;
    else sink.errors.push(error);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    total: () => [...sink.received.values()].reduce((sum, n) => sum + n, 0),
    duplicates: () => [...sink.received].filter(([, n]) => n > 1).map(([id]) => id),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
