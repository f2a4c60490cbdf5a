// A read-only field holding a link the user copies to someone else (invitation, share link):
// selectable and labelled with JavaScript off; with it, a Copy button beside the field puts the
// link on the clipboard and says so in a polite live region.
import { useState } from "react";

import { useHydrated } from "~/components/use-hydrated";

export function LinkField({ id, label, url }: { id: string; label: string; url: string }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="text"
          readOnly
          value={url}
          className="field-input min-w-0 flex-1 basis-48 font-mono text-sm"
        />
        <CopyLinkButton fieldId={id} label={label} />
      </div>
    </div>
  );
}

/**
 * Drawn only with JavaScript. Its name is "Copy" plus the field's label in hidden text (not an
 * aria-label, which would also label the field for anyone finding it by its label).
 */
function CopyLinkButton({ fieldId, label }: { fieldId: string; label: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");
  if (!hydrated) return null;
  const copy = async () => {
    const field = document.getElementById(fieldId) as HTMLInputElement | null;
    if (!field) return;
    try {
      await navigator.clipboard.writeText(field.value);
      setStatus("Copied");
    } catch {
      field.select();
      setStatus("Press Ctrl+C (or \u2318C) to copy the selected link");
    }
  };
  return (
    <>
      <button type="button" className="btn-secondary" onClick={copy}>
        Copy<span className="sr-only"> {label}</span>
      </button>
      <span role="status" className="text-sm text-slate-700">
        {status}
      </span>
    </>
  );
}
