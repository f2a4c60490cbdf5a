// Copies a draft's current text. Only drawn with JavaScript; without it the textarea is there to
// select and copy by hand.
import { useState } from "react";

import { useHydrated } from "~/components/use-hydrated";

export function CopyButton({ targetId, label }: { targetId: string; label: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");
  if (!hydrated) return null;
  const copy = async () => {
    const field = document.getElementById(targetId) as HTMLTextAreaElement | null;
    if (!field) return;
    try {
      await navigator.clipboard.writeText(field.value);
      setStatus("Copied");
    } catch {
      field.select();
      setStatus("Press Ctrl+C (or \u2318C) to copy the selected text");
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" className="btn-secondary" onClick={copy} aria-label={`Copy ${label}`}>
        Copy
      </button>
      <span role="status" className="text-xs text-slate-600">
        {status}
      </span>
    </span>
  );
}
