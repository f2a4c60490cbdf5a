// A read-only field holding a link the user copies to someone else (invitation, share link):
// selectable and labelled with JavaScript off; with it, a Copy button beside the field puts the
// link on the clipboard and says so in a polite live region.
import { CopyButton } from "~/components/copy-button";

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
        <CopyButton targetId={id} label={label} what="link" />
      </div>
    </div>
  );
}
