// Loaded by app/entry.client.tsx after the page. A Lite page runs no script, so it never
// registers the worker.
import type * as Queue from "./offline-queue.client";

const worker = navigator.serviceWorker;
worker?.register("/sw.js").catch(() => {});

/** A form whose write may be queued offline (app/components/queue-fields.tsx). */
const QUEUEABLE = 'input[name="_idem"], input[name="_version"]';
const queueable = () => Boolean(document.querySelector(QUEUEABLE));

// The queue's page part (sending on `online`, what was refused, conflicts, old writes) is loaded
// where a queued action is offered, or on any page once the worker has something to show; the
// worker is asked to send what waits on every page load.
let part: Promise<typeof Queue> | null = null;
const queuePart = () => (part ??= import("./offline-queue.client"));
worker?.addEventListener("message", (event: MessageEvent) => {
  const data = event.data as Queue.Replayed | undefined;
  if (data?.type !== "replayed") return;
  const news = data.refused.length + data.conflicts.length + (data.old?.length ?? 0);
  if (news || queueable()) void queuePart().then((queue) => queue.show(data));
});
if (queueable()) void queuePart();
worker?.controller?.postMessage("replay");

/** A new idempotency key per send, so a send whose answer was lost is not applied twice. */
function keyForm(form: HTMLFormElement) {
  let field = form.querySelector<HTMLInputElement>('input[name="_idem"]');
  if (!field) {
    field = form.appendChild(document.createElement("input"));
    field.type = "hidden";
    field.name = "_idem";
  }
  field.value = `k-${crypto.randomUUID()}`;
}

// Before React sees a submit (capture, on window): offline, a form whose write may be queued is
// sent by the browser itself, which the worker (public/sw.js) keeps on this phone; any other form
// is not sent, nothing navigates and what was typed stays. A sign-out also tells the worker.
// Online, React sends it; if the link is dead after all, the worker keeps it the same way.
addEventListener(
  "submit",
  (event) => {
    const form = event.target as HTMLFormElement;
    const queued = Boolean(form.querySelector?.(QUEUEABLE));
    if (queued) keyForm(form);
    if (navigator.onLine) {
      if (form.getAttribute("action") === "/logout") worker?.controller?.postMessage("signed-out");
      return;
    }
    event.stopImmediatePropagation();
    if (queued && worker?.controller) return;
    event.preventDefault();
    document.getElementById("offline-note")?.remove();
    const note = document.body.appendChild(document.createElement("p"));
    note.id = "offline-note";
    note.role = "alert";
    note.className = "fixed inset-x-4 bottom-4 z-50 rounded bg-amber-100 p-3 font-semibold";
    note.textContent = "You're offline: this can't be sent now. What you typed is kept.";
    addEventListener("online", () => note.remove(), { once: true });
  },
  true,
);

export {};
