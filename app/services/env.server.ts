import crypto from "node:crypto";
import fs from "node:fs";

import { z } from "zod";

import { PASSWORD_MIN_LENGTH } from "~/lib/limits";

import { DEFAULT_DATABASE_URL } from "./database-config.mjs";

// Environment read and validated once at start-up; only PUBLIC_ENV reaches the browser.
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_URL),
    SESSION_SECRET: z.string().optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(PASSWORD_MIN_LENGTH).optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_PRICE_ID: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    // Email (app/services/mail.server.ts): an SMTP URL (smtp://user:pass@host:587) and the sender.
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().optional(),
    // Without SMTP_URL outside production, messages are written here as .eml files (the mail
    // folder; MAIL_OUTBOX is its former name, still read when MAIL_DIR is unset).
    MAIL_DIR: z.string().optional(),
    MAIL_OUTBOX: z.string().optional(),
    // The public base URL every emailed link starts with; never taken from a request's Host.
    APP_URL: z
      .url({
        protocol: /^https?$/,
        error: "APP_URL must be an http(s) URL such as https://app.example.com",
      })
      .optional(),
    // Tests sign up many users from one address; production keeps the strict limits.
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
    // Live demo sandboxes at once (each visitor of TRY LIVE DEMO gets one for 24 hours).
    DEMO_SANDBOX_CAP: z.coerce.number().int().positive().default(500),
    // A session unused for this many days ends (it also ends 30 days after sign-in).
    SESSION_IDLE_DAYS: z.coerce.number().positive().max(30).default(14),
    // Sent and failed outbox rows (subject, recipient, status; the body is cleared once sent) are
    // deleted this many days after they were written.
    OUTBOX_KEEP_DAYS: z.coerce
      .number({ error: "OUTBOX_KEEP_DAYS must be a whole number of days, 1 to 3650" })
      .int("OUTBOX_KEEP_DAYS must be a whole number of days, 1 to 3650")
      .min(1, "OUTBOX_KEEP_DAYS must be a whole number of days, 1 to 3650")
      .max(3650, "OUTBOX_KEEP_DAYS must be a whole number of days, 1 to 3650")
      .default(30),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && (!env.SESSION_SECRET || env.SESSION_SECRET.length < 32)) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET is required in production (at least 32 characters)",
      });
    }
    if (env.NODE_ENV === "production" && env.SMTP_URL && !env.APP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["APP_URL"],
        message:
          "APP_URL is required in production when SMTP_URL is set: the public address emailed links start with, e.g. https://app.example.com",
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_FROM"],
        message:
          "MAIL_FROM is required with SMTP_URL, e.g. App Marketing Machine <hello@example.com>",
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
  });

export type Env = z.infer<typeof envSchema> & { SESSION_SECRET: string; APP_URL: string };

/** Pure: parse a raw environment, or throw one readable error naming every bad variable. */
export function parseEnv(
  raw: Record<string, string | undefined>,
  fallbackSecret?: () => string,
): Env {
  const cleaned = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const secret = result.data.SESSION_SECRET ?? fallbackSecret?.();
  if (!secret) throw new Error("Invalid environment:\n  SESSION_SECRET: missing");
  // Links default to this machine; a deployment sets its public address.
  const appUrl = (result.data.APP_URL ?? `http://localhost:${result.data.PORT}`).replace(
    /\/+$/,
    "",
  );
  return { ...result.data, SESSION_SECRET: secret, APP_URL: appUrl };
}

export function stripeConfigured(env: Env): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_ID);
}

let cached: Env | undefined;

export function getEnv(): Env {
  if (!cached) cached = parseEnv(process.env, developmentSecret);
  return cached;
}

/** Development only: a secret generated once and kept in a git-ignored file. */
function developmentSecret(): string {
  const file = ".session-secret";
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const secret = crypto.randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
