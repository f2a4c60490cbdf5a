// The hidden field of a form whose write may be queued offline (docs/decisions/081-queued-writes.md),
// which marks the form for the page's script (app/utils/offline-queue.client.ts) and the service
// worker: either the version of the row the form shows (its `updatedAt` in milliseconds, so a
// change made elsewhere meanwhile is not overwritten) or, for a form that changes no existing row
// (add a task), an empty idempotency key. The key itself is given when the form is sent (a new
// one per send, so the server's HTML and the hydrated page agree).
export function QueueFields({ version }: { version?: string | Date | null }) {
  if (version === undefined) return <input type="hidden" name="_idem" value="" />;
  const time = version ? new Date(version).getTime() : NaN;
  return <input type="hidden" name="_version" value={Number.isNaN(time) ? "" : String(time)} />;
}
