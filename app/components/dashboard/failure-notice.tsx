// A failed save, said next to the fields as well as in the toast: the toast goes after a few
// seconds, the notice stays while the user fixes the input (and screen readers hear it).
import { Link } from "@remix-run/react";

type Props = { title: string; message: string; billing?: boolean };

export function FailureNotice({ title, message, billing }: Props) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{message}</p>
      {billing ? (
        <Link to="/billing" className="mt-2 inline-block font-semibold underline">
          Go to Billing
        </Link>
      ) : null}
    </div>
  );
}
