// The hidden fields of a form whose write may be queued offline (docs/decisions/081-queued-writes.md):
// an idempotency key, empty as rendered (the page's script or the service worker gives it a new key
// when the form is sent, so the server's HTML and the hydrated page agree), and the version of the
// row the form shows (its `updatedAt`), so a change made elsewhere meanwhile is not overwritten.
export function QueueFields({ version }: { version?: string | Date | null }) {
  const value = version instanceof Date ? version.toISOString() : version;
  return (
    <>
      <input type="hidden" name="_idem" defaultValue="" data-queued-write="" />
      {value ? <input type="hidden" name="_version" value={value} /> : null}
    </>
  );
}
