// Revoking a subscription link asks first, as app delete does: the Revoke link opens
// ?confirm=<intent> (rendered by the server, so it works without JavaScript), whose form posts
// the revoke with confirmed=yes.
import { Link, useLocation, useSearchParams } from "@remix-run/react";

import { UrlDialog } from "~/components/dashboard/url-dialog";
import { ButtonForm } from "~/components/forms/button-form";

/** The page's URL with ?confirm set to `intent`, or without it (null). */
function withConfirm(pathname: string, params: URLSearchParams, intent: string | null) {
  const next = new URLSearchParams(params);
  if (intent) next.set("confirm", intent);
  else next.delete("confirm");
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The Revoke button (a link to the question) and, when asked, the question itself. */
export function FeedRevoke({
  intent,
  label,
  title,
  consequence,
}: {
  intent: string;
  label: string;
  title: string;
  consequence: string;
}) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const closeHref = withConfirm(pathname, params, null);
  const askHref = withConfirm(pathname, params, intent);
  return (
    <>
      <Link to={askHref} preventScrollReset className="btn-danger">
        {label}
      </Link>
      {params.get("confirm") === intent ? (
        <UrlDialog titleId={`${intent}-title`} title={title} closeHref={closeHref}>
          <ButtonForm id={`${intent}-confirm`} action={askHref} className="space-y-4">
            <input type="hidden" name="confirmed" value="yes" />
            <p className="text-slate-700">{consequence}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <Link to={closeHref} preventScrollReset replace className="btn-secondary" autoFocus>
                Cancel
              </Link>
              <button type="submit" name="intent" value={intent} className="btn-danger">
                {label}
              </button>
            </div>
          </ButtonForm>
        </UrlDialog>
      ) : null}
    </>
  );
}
