// Revoking a subscription link asks first, as app delete does: the Revoke link opens
// ?confirm=<intent> (rendered by the server, so it works without JavaScript), whose form posts
// the revoke with confirmed=yes.
import { Link, useLocation, useSearchParams } from "@remix-run/react";

import { ConfirmForm } from "~/components/confirm-form";
import { UrlDialog } from "~/components/dashboard/url-dialog";

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
          <ConfirmForm
            id={`${intent}-confirm`}
            action={askHref}
            cancelHref={closeHref}
            intent={intent}
            submitLabel={label}
            fields={{ confirmed: "yes" }}
          >
            {consequence}
          </ConfirmForm>
        </UrlDialog>
      ) : null}
    </>
  );
}
