// The page's part of queued writes (docs/decisions/081-queued-writes.md), loaded by
// app/utils/offline.client.ts where a queued action is offered or when the service worker has
// something to show. The queue itself lives in the service worker (public/sw.js); here the page
// asks it to send when the connection returns, reloads once what waited has arrived, and shows, in
// the person's time zone: what met a change made on another device (both values, Keep mine / Keep
// theirs, the queued text copyable until then), what the server refused (at its place, then
// forgotten), and writes older than the session's idle limit (Send / Discard). Plain DOM, and no
// date code: the worker writes the times in the person's zone.
/** A queued write as the worker describes it; its times already written in the person's zone. */
type Write = { key: string; at: string; page: string; body: string; when: string; day: string };
type Conflict = Write & {
  /** When the other device saved, in the person's zone: "14:02 (Wed, 2 Dec 2026)". */
  changed: string;
  conflict: { error?: string; current?: Record<string, unknown> };
};
export type Replayed = {
  type: "replayed";
  sent: number;
  refused: (Write & { message: string })[];
  waiting: number;
  conflicts: Conflict[];
  old: Write[];
};

const worker = navigator.serviceWorker;
const tell = (message: unknown) => worker?.controller?.postMessage(message);
addEventListener("online", () => tell("replay"));

function panel(id: string, title: string) {
  document.getElementById(id)?.remove();
  const box = document.body.appendChild(document.createElement("section"));
  box.id = id;
  box.setAttribute("role", "alert");
  box.setAttribute("aria-label", title);
  box.className =
    "fixed inset-x-2 bottom-2 z-50 max-h-[70vh] space-y-3 overflow-auto rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm shadow-lg sm:inset-x-auto sm:right-4 sm:w-[28rem]";
  text(box, "h2", title, "text-base font-bold");
  return box;
}

function text(parent: HTMLElement, tag: string, content: string, className = "") {
  const node = parent.appendChild(document.createElement(tag));
  node.textContent = content;
  if (className) node.className = className;
  return node;
}

function button(parent: HTMLElement, label: string, className: string, onClick: () => void) {
  const node = parent.appendChild(document.createElement("button"));
  node.type = "button";
  node.textContent = label;
  node.className = `${className} min-h-[44px]`;
  node.addEventListener("click", onClick);
  return node;
}

/** The fields of a queued write as the person typed them (copyable), without the hidden ones. */
function mine(body: string) {
  return [...new URLSearchParams(body)]
    .filter(([name]) => !name.startsWith("_") && !["intent", "taskId", "step"].includes(name))
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");
}

function theirs(current: Record<string, unknown> = {}) {
  const values = (current.data as Record<string, unknown> | undefined) ?? current;
  return Object.entries(values)
    .filter(([name]) => !["id", "updatedAt", "status", "data"].includes(name))
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(", ") : String(value)}`)
    .join("\n");
}

function showConflicts(conflicts: Conflict[]) {
  if (!conflicts.length) return document.getElementById("queued-conflicts")?.remove();
  const box = panel("queued-conflicts", "Changed on another device");
  for (const item of conflicts) {
    const row = box.appendChild(document.createElement("div"));
    row.className = "space-y-2 rounded border border-amber-200 bg-white p-2";
    text(
      row,
      "p",
      `Changed on another device at ${item.changed}; your change of ${item.when} was not sent over it.`,
    );
    const pair = row.appendChild(document.createElement("div"));
    pair.className = "grid gap-2 sm:grid-cols-2";
    for (const [label, value] of [
      ["Yours", mine(item.body)],
      ["Theirs", theirs(item.conflict.current)],
    ]) {
      const field = pair.appendChild(document.createElement("label"));
      field.className = "block font-semibold";
      field.textContent = label;
      const area = field.appendChild(document.createElement("textarea"));
      area.readOnly = true;
      area.rows = 4;
      area.value = value;
      area.className = "mt-1 block w-full rounded border border-slate-300 p-1 font-normal";
    }
    const actions = row.appendChild(document.createElement("p"));
    actions.className = "flex flex-wrap gap-2";
    const keep = (keepMine: boolean) => () => {
      tell({ type: "keep", key: item.key, mine: keepMine });
      row.remove();
      // Theirs: the page as the server has it now.
      if (!keepMine) location.reload();
    };
    button(actions, "Keep mine", "btn-primary", keep(true));
    button(actions, "Keep theirs", "btn-secondary", keep(false));
  }
}

/** Where a write was made on this page: its task's row, else its form. */
function placeOf(write: Write) {
  if (write.page !== location.pathname + location.search) return null;
  const taskId = new URLSearchParams(write.body).get("taskId");
  if (taskId) return document.getElementById(`task-${taskId}`);
  return document.querySelector('form input[name="_version"], form input[name="_idem"]')
    ?.parentElement;
}

function showRefused(refused: Replayed["refused"]) {
  if (!refused.length) return;
  const box = panel("queued-refused", "Not sent");
  for (const item of refused) {
    const said = `Your change of ${item.when} was not sent: ${item.message}`;
    text(box, "p", said);
    const place = placeOf(item);
    if (place)
      place.prepend(
        text(document.createElement("div"), "p", said, "queued-refused font-semibold text-red-800"),
      );
  }
  button(box, "Dismiss", "btn-secondary", () => box.remove());
  // Shown: the worker forgets them (they are never sent again).
  tell({ type: "seen", keys: refused.map((item) => item.key) });
}

function showOld(old: Write[]) {
  if (!old.length) return document.getElementById("queued-old")?.remove();
  const box = panel("queued-old", "Changes made a while ago");
  const days = new Map<string, Write[]>();
  for (const item of old) {
    days.set(item.day, [...(days.get(item.day) ?? []), item]);
  }
  for (const [day, items] of days) {
    const row = box.appendChild(document.createElement("div"));
    row.className = "space-y-2 rounded border border-amber-200 bg-white p-2";
    const count = items.length === 1 ? "1 change" : `${items.length} changes`;
    text(row, "p", `${count} made on ${day} ${items.length === 1 ? "waits" : "wait"}:`);
    for (const item of items) text(row, "pre", mine(item.body), "whitespace-pre-wrap text-xs");
    const actions = row.appendChild(document.createElement("p"));
    actions.className = "flex flex-wrap gap-2";
    const settle = (send: boolean) => () => {
      tell({ type: "old", keys: items.map((item) => item.key), send });
      row.remove();
      if (!box.querySelector("div")) box.remove();
    };
    button(actions, "Send", "btn-primary", settle(true));
    button(actions, "Discard", "btn-secondary", settle(false));
  }
}

/** What the worker said after a run of the queue. */
export function show(data: Replayed) {
  showRefused(data.refused);
  showConflicts(data.conflicts);
  showOld(data.old ?? []);
  // What waited has arrived: the page shows it as the server has it now.
  if (data.sent > 0 && !data.refused.length && !data.conflicts.length) location.reload();
}
