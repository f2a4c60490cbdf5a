// The server's mail folder (MAIL_DIR, set in playwright.config.ts): the newest message to an address
// and the path of its link into the app, read as a developer would follow it.
import fs from "node:fs";
import path from "node:path";

import { expect } from "@playwright/test";
import { simpleParser } from "mailparser";

const MAIL_DIR = `${process.env.REMIX_BUILD_DIR ?? "build"}/mail`;

async function newestTo(address: string) {
  const files = fs.existsSync(MAIL_DIR)
    ? fs.readdirSync(MAIL_DIR).filter((f) => f.includes(address) && f.endsWith(".eml"))
    : [];
  if (files.length === 0) return null;
  const newest = files.sort().at(-1) as string;
  return simpleParser(fs.readFileSync(path.join(MAIL_DIR, newest)));
}

/** The path (and query) of the first link to `prefix` in the newest message to `address`. */
export async function linkInMail(address: string, prefix: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const mail = await newestTo(address);
        const match = mail?.text?.match(new RegExp(`https?://[^\\s]*${prefix}[^\\s]*`));
        found = match ? new URL(match[0]).pathname : null;
        return found;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return found as unknown as string;
}
