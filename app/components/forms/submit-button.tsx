import type { ReactNode } from "react";

/** A form's primary submit button, naming the action it asks for in `intent`. */
export function SubmitButton({ intent, children }: { intent: string; children: ReactNode }) {
  return (
    <button type="submit" name="intent" value={intent} className="btn-primary">
      {children}
    </button>
  );
}

/**
 * The second choice after a save met a change made on another device: keep the other device's
 * version (intent `keep-theirs`, nothing written). Sent without the browser's field checks, since
 * the fields hold the person's own text, which this choice drops.
 */
export function KeepTheirsButton() {
  return (
    <button
      type="submit"
      name="intent"
      value="keep-theirs"
      formNoValidate
      className="btn-secondary"
    >
      Keep theirs
    </button>
  );
}
