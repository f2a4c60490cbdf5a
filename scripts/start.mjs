// `npm start`: first-run set-up, a production build if there is none, then our server entry
// (scripts/server.mjs) on PORT.
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";

const localRun = !process.env.NODE_ENV;
const env = { ...process.env };

if (localRun && !env.SESSION_SECRET) {
  // A fresh machine: a secret generated once into a git-ignored file (set SESSION_SECRET in production).
  const file = ".session-secret";
  if (!fs.existsSync(file))
    fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600 });
  env.SESSION_SECRET = fs.readFileSync(file, "utf8").trim();
}

execFileSync("node_modules/.bin/tsx", ["scripts/setup.ts"], {
  stdio: "inherit",
  env: { ...env, NODE_ENV: localRun ? "development" : env.NODE_ENV },
});

// Build when there is no build, or when the sources changed since it was made (a pull, an edit).
const newestSource = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const file = `${dir}/${entry.name}`;
    const time = entry.isDirectory() ? newestSource(file) : fs.statSync(file).mtimeMs;
    return Math.max(newest, time);
  }, 0);
const buildFile = "build/server/index.js";
const stale =
  !fs.existsSync(buildFile) ||
  Math.max(newestSource("app"), fs.statSync("remix.config.js").mtimeMs) >
    fs.statSync(buildFile).mtimeMs;
if (stale || process.env.REBUILD === "true") {
  execFileSync("node_modules/.bin/remix", ["build"], {
    stdio: "inherit",
    // The Remix CLI loads its Vite plugin even for the classic compiler; Vite then warns about
    // its CommonJS entry, which this build never uses.
    env: { ...env, NODE_ENV: "production", VITE_CJS_IGNORE_WARNING: "true" },
  });
}

// A local run without SMTP_URL writes every email into the git-ignored mail folder (data/mail;
// MAIL_OUTBOX is the setting's former name).
if (localRun && !env.SMTP_URL && !env.MAIL_OUTBOX) env.MAIL_DIR ||= "data/mail";

const server = spawn(process.execPath, ["scripts/server.mjs", "build/server/index.js"], {
  stdio: "inherit",
  env: { ...env, NODE_ENV: localRun ? "production" : env.NODE_ENV, PORT: env.PORT || "3000" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
