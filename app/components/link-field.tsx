// A read-only field holding a link the user copies to someone else (invitation, share link):
// selectable and labelled with JavaScript off; nothing here needs the browser to run code.
export function LinkField({ id, label, url }: { id: string; label: string; url: string }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} type="text" readOnly value={url} className="field-input font-mono text-sm" />
    </div>
  );
}
