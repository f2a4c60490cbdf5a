import { Link } from "@remix-run/react";

/** A message about the whole form: a locked step, or a trial that ended (with a Billing link). */
export function FormAlert({ message, billing = false }: { message?: string; billing?: boolean }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
      data-testid="form-alert"
    >
      <p>{message}</p>
      {billing ? (
        <Link to="/billing" className="mt-1 inline-block font-semibold underline">
          Go to Billing
        </Link>
      ) : null}
    </div>
  );
}
