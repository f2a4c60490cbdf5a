// The offline set-up the offline journeys share (tests/e2e/offline.spec.ts, offline-writes.spec.ts):
// the service worker allowed, a page known to be kept for reading offline, and a look into the
// worker's queue of writes (public/sw.js) from the page.
import type { Page } from "@playwright/test";

import { expect, test as base } from "./fixtures";

/** The signed-in fixtures with the service worker running (Playwright blocks none by default). */
export const test = base.extend({ serviceWorkers: "allow" });
export { expect };

/** Waits until the worker controls the page and has kept `path` for offline reading. */
export async function expectKept(page: Page, path: string) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          for (const name of await caches.keys()) {
            if (await (await caches.open(name)).match(wanted)) return true;
          }
          return false;
        }, path),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** A queued write as the worker keeps it (the fields a test reads or moves). */
export type QueuedWrite = { key: string; at: string; body: string; refused: unknown };

/**
 * The writes of the queue, each first made `shiftDays` days older when asked (a write kept longer
 * than the session's idle limit), and copies of the first added until `padTo` wait (a full
 * queue). Answers the writes as they were. Fails while the page reloads: poll through `queued`.
 */
export function queueWrites(page: Page, shiftDays = 0, padTo = 0): Promise<QueuedWrite[]> {
  return page.evaluate(
    ([days, total]) =>
      new Promise<QueuedWrite[]>((resolve, reject) => {
        const open = indexedDB.open("amm-queue", 1);
        open.onupgradeneeded = () => open.result.createObjectStore("writes", { keyPath: "key" });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction("writes", "readwrite");
          const store = tx.objectStore("writes");
          const all = store.getAll();
          all.onsuccess = () => {
            const writes = all.result as (QueuedWrite & { seq: number })[];
            for (let i = writes.length; i < total; i++) {
              const [first] = writes;
              store.put({ ...first, key: `${first.key}-${i}`, seq: first.seq + i });
            }
            if (days) {
              for (const write of writes) {
                const at = new Date(Date.parse(write.at) - days * 86_400_000).toISOString();
                store.put({ ...write, at });
              }
            }
            tx.oncomplete = () => {
              open.result.close();
              resolve(writes);
            };
          };
        };
      }),
    [shiftDays, padTo] as const,
  );
}

/** How many writes wait in this browser's queue; -1 while the page reloads. */
export function queued(page: Page): Promise<number> {
  return queueWrites(page)
    .then((writes) => writes.length)
    .catch(() => -1);
}
