// With SMTP_URL and MAIL_FROM set, an invitation is emailed through nodemailer (to a minimal SMTP
// server run by this test) and the link is still shown to the owner.
import net from "node:net";

import { afterAll, beforeAll, expect, test } from "vitest";

import * as teamPage from "~/routes/_app.team";
import * as invitationsApi from "~/routes/api.team.invitations";

import { createSignedInUser, formRequest, jsonRequest, routeArgs, uniqueEmail } from "./helpers";
import { run, toastOf } from "./workspace-helpers";

type Received = { from: string; to: string[]; data: string };
const received: Received[] = [];
let server: net.Server;

/** Just enough SMTP (RFC 5321) to accept a message: no TLS, no authentication. */
function startSmtpServer(): Promise<number> {
  server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let message: Received = { from: "", to: [], data: "" };
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(message);
            message = { from: "", to: [], data: "" };
            socket.write("250 OK queued\r\n");
          } else {
            message.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250 test\r\n");
        else if (command === "MAIL") {
          message.from = line;
          socket.write("250 OK\r\n");
        } else if (command === "RCPT") {
          message.to.push(line);
          socket.write("250 OK\r\n");
        } else if (command === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (command === "QUIT") {
          socket.end("221 bye\r\n");
        } else socket.write("250 OK\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
  );
}

beforeAll(async () => {
  const port = await startSmtpServer();
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = "App Marketing Machine <team@example.com>";
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("the invitation is emailed with the link, and the owner sees the same link", async () => {
  const owner = await createSignedInUser({ companyName: "Mail Studio" });
  const email = uniqueEmail("mailed");
  const res = await run(() =>
    invitationsApi.action(
      routeArgs(
        jsonRequest("/api/team/invitations", { email, role: "member" }, { cookie: owner.cookie }),
      ),
    ),
  );
  expect(res.status).toBe(201);
  expect(res.body.emailed).toBe(true);
  const mail = received.find((m) => m.to.some((to) => to.includes(email)));
  expect(mail?.from).toContain("team@example.com");
  const body = (mail?.data ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  expect(body).toContain("Mail Studio");
  expect(body).toContain(res.body.url);

  const page = await run(() =>
    teamPage.action(
      routeArgs(formRequest("/team", { intent: "invite", email: uniqueEmail("page") }, owner)),
    ),
  );
  expect(page.status).toBe(302);
  expect((await toastOf(page))?.message).toBe("Invitation sent");
});
