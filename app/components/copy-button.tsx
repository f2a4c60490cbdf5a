// Copies the text of a field (a draft's textarea, a link to pass on) to the clipboard and says so
// in a polite live region. Drawn only with JavaScript; without it the field is there to select and
// copy by hand. Its name is "Copy" plus the field's label in hidden text (not an aria-label,
// which would also label the field for anyone finding it by its label).
import { useState } from "react";

import { useHydrated } from "~/components/use-hydrated";

export function CopyButton({
  targetId,
  label,
  what = "text",
  pasteable = (text) => text,
}: {
  targetId: string;
  label: string;
  /** Named in the fallback's hint: "Press Ctrl+C … to copy the selected link". */
  what?: "text" | "link";
  /** The text as it is pasted: a draft drops its "…" marks and "[shorten this: …]" notes. */
  pasteable?: (text: string) => string;
}) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");
  if (!hydrated) return null;
  const copy = async () => {
    const field = document.getElementById(targetId) as
      HTMLInputElement | HTMLTextAreaElement | null;
    if (!field) return;
    try {
      await navigator.clipboard.writeText(pasteable(field.value));
      setStatus("Copied");
    } catch {
      field.select();
      setStatus(`Press Ctrl+C (or \u2318C) to copy the selected ${what}`);
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" className="btn-secondary" onClick={copy}>
        Copy<span className="sr-only"> {label}</span>
      </button>
      <span role="status" className="text-sm text-slate-700">
        {status}
      </span>
    </span>
  );
}
