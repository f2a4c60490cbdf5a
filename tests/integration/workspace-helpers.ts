// Shared by the workspace-*.test.ts files: run a loader/action and read what a browser would get,
// whether it returned a Response, data() or a plain object.
import { db } from "~/db.server";
import { getToast } from "~/utils/toast.server";

// The assertions check the body's shape, so the helper does not type it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Outcome = { status: number; body: any; response: Response | null };

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: string }).type === "DataWithResponseInit"
  );
}

async function fromResult(result: unknown): Promise<Outcome> {
  if (result instanceof Response) {
    const type = result.headers.get("Content-Type") ?? "";
    const body = type.includes("json") ? await result.clone().json() : await result.clone().text();
    return { status: result.status, body, response: result };
  }
  if (isDataWithInit(result))
    return { status: result.init?.status ?? 200, body: result.data, response: null };
  return { status: 200, body: result, response: null };
}

export async function run(fn: () => Promise<unknown>): Promise<Outcome> {
  try {
    return await fromResult(await fn());
  } catch (thrown) {
    if (thrown instanceof Response) return fromResult(thrown);
    throw thrown;
  }
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
