import type { ReactNode } from "react";

/** A form's primary submit button, naming the action it asks for in `intent`. */
export function SubmitButton({ intent, children }: { intent: string; children: ReactNode }) {
  return (
    <button type="submit" name="intent" value={intent} className="btn-primary">
      {children}
    </button>
  );
}
