// Concurrent writers for the crash and concurrency tests: each client creates apps, renames its
// latest app and saves (then completes) its foundation module, by the API and the wizard page's
// form, in a loop, and remembers exactly which writes the server acknowledged.
import crypto from "node:crypto";

import { db } from "~/services/db.server";

import { createSignedInUser } from "../integration/helpers";
import { newCookie } from "./fixtures";

export type Client = { tenantId: string; cookie: string; label: string };

/** `count` signed-in clients spread over `tenants` tenants (users share the tenants' apps). */
export async function createClients(count: number, tenants: number): Promise<Client[]> {
  const owners = [];
  for (let t = 0; t < tenants; t++) owners.push(await createSignedInUser());
  const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: owners[0].user.id } });
  const clients: Client[] = [];
  for (let i = 0; i < count; i++) {
    const owner = owners[i % tenants];
    const user =
      i < tenants
        ? owner.user
        : await db.user.create({
            data: {
              email: `writer-${crypto.randomBytes(5).toString("hex")}@example.com`,
              passwordHash,
              tenantId: owner.tenant.id,
            },
          });
    clients.push({ tenantId: owner.tenant.id, cookie: await newCookie(user.id), label: `c${i}` });
  }
  return clients;
}

export type WriteLog = {
  /** app id -> the name of its last acknowledged write */
  acknowledged: Map<string, string>;
  /** app id -> the name of a rename sent but not answered (cut by a crash: it may have landed) */
  unanswered: Map<string, string>;
  /** module id -> acknowledged as completed (a completed module never goes back) */
  completedModules: Set<string>;
  created: number;
  renamed: number;
  moduleSaves: number;
  errors: string[];
};

export function emptyLog(): WriteLog {
  return {
    acknowledged: new Map(),
    unanswered: new Map(),
    completedModules: new Set(),
    created: 0,
    renamed: 0,
    moduleSaves: 0,
    errors: [],
  };
}

/** Writes until `until()` says stop; a network error ends the client when `stopOnNetworkError`. */
export async function runWriters(
  base: () => string,
  clients: Client[],
  until: () => boolean,
  options: { stopOnNetworkError?: boolean } = {},
  log: WriteLog = emptyLog(),
): Promise<WriteLog> {
  await Promise.all(
    clients.map(async (client) => {
      let seq = 0;
      let latest: string | undefined;
      const modules = new Map<string, string>();
      while (!until()) {
        seq++;
        if (latest !== undefined && seq % 3 === 0) {
          // A module save through the transaction that reads, then writes (the contended path).
          try {
            await saveFoundation(base(), client, latest, seq % 2 === 0, modules, log);
          } catch (error) {
            if (options.stopOnNetworkError) return;
            log.errors.push(`${client.label}: ${String((error as Error).cause ?? error)}`);
          }
          continue;
        }
        const name = `${client.label}-${seq}-${crypto.randomBytes(3).toString("hex")}`;
        const rename = latest !== undefined && seq % 2 === 0;
        if (rename) log.unanswered.set(latest as string, name);
        try {
          const response = await fetch(`${base()}${rename ? `/api/apps/${latest}` : "/api/apps"}`, {
            method: rename ? "PUT" : "POST",
            headers: { "Content-Type": "application/json", Cookie: client.cookie },
            body: JSON.stringify({ name }),
          });
          const text = await response.text();
          if (rename) log.unanswered.delete(latest as string);
          if (response.status >= 200 && response.status < 300) {
            const app = JSON.parse(text) as { id: string; name: string };
            log.acknowledged.set(app.id, app.name);
            if (rename) log.renamed++;
            else log.created++;
            latest = app.id;
          } else {
            log.errors.push(`${client.label}: ${response.status} ${text.slice(0, 120)}`);
          }
        } catch (error) {
          if (options.stopOnNetworkError) return;
          log.errors.push(`${client.label}: ${String((error as Error).cause ?? error)}`);
        }
      }
    }),
  );
  return log;
}

const FOUNDATION = {
  elevatorPitch: "Tile Tales is a cozy word-puzzle game for commuters.",
  usp: "No ads, no timers.",
  audienceJob: "Commuters",
  painPoint: "Boring commutes",
  competitor0: "Wordscapes",
  competitorWeakness0: "Ads between levels",
};

async function saveFoundation(
  base: string,
  client: Client,
  appId: string,
  complete: boolean,
  modules: Map<string, string>,
  log: WriteLog,
) {
  const headers = { "Content-Type": "application/json", Cookie: client.cookie };
  let moduleId = modules.get(appId);
  if (!moduleId) {
    // The wizard page needs a category; the API hands out the module's id.
    const category = await fetch(`${base}/api/apps/${appId}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ category: "games" }),
    });
    const categoryText = await category.text();
    if (category.status !== 200) {
      log.errors.push(
        `${client.label}: PUT category ${category.status} ${categoryText.slice(0, 120)}`,
      );
      return;
    }
    const response = await fetch(`${base}/api/apps/${appId}/modules/foundation`, { headers });
    const text = await response.text();
    if (response.status !== 200) {
      log.errors.push(`${client.label}: GET module ${response.status} ${text.slice(0, 120)}`);
      return;
    }
    moduleId = (JSON.parse(text) as { id: string }).id;
    modules.set(appId, moduleId);
  }
  // Every other save goes through the wizard page's form, as a browser without JavaScript posts it.
  const byForm = log.moduleSaves % 2 === 1;
  const response = byForm
    ? await fetch(`${base}/wizard/${appId}?step=foundation`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: base,
          Cookie: client.cookie,
        },
        body: new URLSearchParams({
          intent: complete ? "complete" : "draft",
          step: "foundation",
          ...FOUNDATION,
        }).toString(),
        redirect: "manual",
      })
    : await fetch(`${base}/api/modules/${moduleId}`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ status: complete ? "completed" : "in_progress", data: FOUNDATION }),
      });
  const text = await response.text();
  // A saved form redirects (to the step or the next one); an answer with the form is a refusal.
  const saved = byForm ? [302, 303].includes(response.status) : response.status === 200;
  if (!saved) {
    const what = byForm ? "POST wizard" : "PUT module";
    log.errors.push(`${client.label}: ${what} ${response.status} ${text.slice(0, 120)}`);
    return;
  }
  log.moduleSaves++;
  if (complete) log.completedModules.add(moduleId);
}

/** The acknowledged writes that the database does not hold: a missing app, or a name other than
 * the last acknowledged one (or a later rename that was cut off before its answer). */
export async function lostWrites(log: WriteLog): Promise<string[]> {
  const ids = [...log.acknowledged.keys()];
  const stored = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db.app.findMany({
      where: { id: { in: ids.slice(i, i + 500) } },
      select: { id: true, name: true },
    });
    for (const row of rows) stored.set(row.id, row.name);
  }
  const completed = [...log.completedModules];
  const stillCompleted = new Set<string>();
  for (let i = 0; i < completed.length; i += 500) {
    const rows = await db.module.findMany({
      where: { id: { in: completed.slice(i, i + 500) }, status: "completed" },
      select: { id: true },
    });
    for (const row of rows) stillCompleted.add(row.id);
  }
  const lostModules = completed
    .filter((id) => !stillCompleted.has(id))
    .map((id) => `module ${id}: acknowledged completed, stored otherwise`);
  return ids
    .filter((id) => {
      const name = stored.get(id);
      return name !== log.acknowledged.get(id) && name !== log.unanswered.get(id);
    })
    .map(
      (id) =>
        `${id}: acknowledged "${log.acknowledged.get(id)}", stored "${stored.get(id) ?? "(missing)"}"`,
    )
    .concat(lostModules);
}
