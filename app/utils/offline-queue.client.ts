// The page's part of queued writes (docs/decisions/081-queued-writes.md), loaded by
// app/utils/offline.client.ts only on a page that offers a queued action. The queue itself lives
// in the service worker (public/sw.js); here the page asks it to send when the connection
// returns, reloads once what waited has arrived, and shows what the server refused and what met a
// change made on another device, with Keep mine / Keep theirs. Plain DOM, no library.
import { formatDateTime } from "~/lib/date-time";

type Conflict = {
  key: string;
  at: string;
  body: string;
  conflict: { error?: string; current?: Record<string, unknown> & { updatedAt?: string } };
};
type Replayed = {
  type: "replayed";
  sent: number;
  refused: { at: string; message: string }[];
  waiting: number;
  conflicts: Conflict[];
};

const worker = navigator.serviceWorker;
addEventListener("online", () => worker?.controller?.postMessage("replay"));

// The one date style (app/lib/date-time.ts), in this browser's own zone.
const time = (iso: string | undefined) =>
  iso ? formatDateTime(iso, Intl.DateTimeFormat().resolvedOptions().timeZone) : "";

function panel(id: string) {
  document.getElementById(id)?.remove();
  const box = document.body.appendChild(document.createElement("section"));
  box.id = id;
  box.setAttribute("role", "alert");
  box.className =
    "fixed inset-x-2 bottom-2 z-50 max-h-[70vh] space-y-3 overflow-auto rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm shadow-lg sm:inset-x-auto sm:right-4 sm:w-[28rem]";
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
  node.className = className;
  node.addEventListener("click", onClick);
  return node;
}

/** The fields of a queued write as the person typed them (copyable), without the hidden ones. */
function mine(body: string) {
  return [...new URLSearchParams(body)]
    .filter(([name]) => !name.startsWith("_") && name !== "intent" && name !== "taskId")
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
  const box = panel("queued-conflicts");
  text(box, "h2", "Changed on another device", "text-base font-bold");
  for (const item of conflicts) {
    const row = box.appendChild(document.createElement("div"));
    row.className = "space-y-2 rounded border border-amber-200 bg-white p-2";
    text(
      row,
      "p",
      `Changed on another device at ${time(item.conflict.current?.updatedAt)}; your change of ${time(item.at)} was not sent over it.`,
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
      worker?.controller?.postMessage({ type: "keep", key: item.key, mine: keepMine });
      row.remove();
    };
    button(actions, "Keep mine", "btn-primary min-h-[44px]", keep(true));
    button(actions, "Keep theirs", "btn-secondary min-h-[44px]", keep(false));
  }
}

function showRefused(refused: Replayed["refused"]) {
  if (!refused.length) return;
  const box = panel("queued-refused");
  text(box, "h2", "Not sent", "text-base font-bold");
  for (const item of refused) text(box, "p", `Your change of ${time(item.at)}: ${item.message}`);
  button(box, "Dismiss", "btn-secondary min-h-[44px]", () => box.remove());
}

worker?.addEventListener("message", (event: MessageEvent) => {
  const data = event.data as Replayed | undefined;
  if (data?.type !== "replayed") return;
  showRefused(data.refused);
  showConflicts(data.conflicts);
  // What waited has arrived: the page shows it as the server has it now.
  if (data.sent > 0 && !data.refused.length && !data.conflicts.length) location.reload();
});

export {};
