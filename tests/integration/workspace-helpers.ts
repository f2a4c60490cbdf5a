// Shared by the workspace-*.test.ts files: run a loader/action and read what a browser would get,
// whether it returned a Response, data() or a plain object.
import { db } from "~/services/db.server";
import { getToast } from "~/utils/toast.server";

import { settle } from "./helpers";

// The assertions check the body's shape, so the helper does not type it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Outcome = { status: number; body: any; response: Response };

/** settle(), then the body read as a browser gets it: JSON where the answer is JSON, else text. */
export async function settleOutcome(fn: () => Promise<unknown>): Promise<Outcome> {
  const response = await settle(fn);
  const type = response.headers.get("Content-Type") ?? "";
  const body = type.includes("json")
    ? await response.clone().json()
    : await response.clone().text();
  return { status: response.status, body, response };
}

export async function toastOf(outcome: Outcome) {
  const setCookie = outcome.response?.headers.get("Set-Cookie") ?? "";
  const cookie = setCookie
    .split(/,(?=\s*\w+=)/)
    .map((c) => c.split(";")[0].trim())
    .find((c) => c.startsWith("amm_toast="));
  if (!cookie) return null;
  const { toast } = await getToast(
    new Request("http://localhost", { headers: { Cookie: cookie } }),
  );
  return toast ?? null;
}

export async function newApp(
  tenantId: string,
  data: { name?: string; progress?: number; category?: string | null } = {},
) {
  return db.app.create({
    data: { tenantId, name: data.name ?? "Pocket Pets", wizardAnswers: {}, ...data },
  });
}

export async function endTrial(tenantId: string) {
  const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
  await db.tenant.update({
    where: { id: tenantId },
    data: { createdAt: eightDaysAgo, subscriptionStatus: "trial" },
  });
}
