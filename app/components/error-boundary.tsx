// What an error boundary shows: the status, a heading, one sentence and a way back. The root
// boundary draws it on a bare page; the signed-in layout's draws it inside the sidebar and
// header (docs/decisions/021-error-boundaries-and-docs.md).
import { isRouteErrorResponse, Link } from "@remix-run/react";

export type ErrorCopy = { status: number; title: string; message: string };

const SERVER_ERROR = "Something went wrong on our side. Please try again in a moment.";

/** The words for a thrown error; a thrown Response's text is the user-facing message. */
export function describeError(error: unknown): ErrorCopy {
  if (!isRouteErrorResponse(error)) {
    return { status: 500, title: "Something went wrong", message: SERVER_ERROR };
  }
  const text = typeof error.data === "string" && error.data ? error.data : null;
  if (error.status === 404) {
    return {
      status: 404,
      title: text ?? "This page doesn't exist",
      message: "Check the link, or go back and pick it from the list.",
    };
  }
  if (error.status === 403) {
    return {
      status: 403,
      title: "Access denied",
      message: text ?? "You do not have access to this page.",
    };
  }
  const message = text ?? (error.status >= 500 ? SERVER_ERROR : "Please go back and try again.");
  return { status: error.status, title: "Something went wrong", message };
}

export function ErrorPanel({
  copy,
  headingLevel,
  back,
}: {
  copy: ErrorCopy;
  /** 1 on a bare page; 2 inside the signed-in layout, whose header holds the h1. */
  headingLevel: 1 | 2;
  back: { to: string; label: string };
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="card mx-auto w-full max-w-xl text-center">
      <p className="text-sm font-semibold text-brand-700">Error {copy.status}</p>
      <Heading className="mt-2 break-words text-2xl font-bold">{copy.title}</Heading>
      <p className="mt-3 text-slate-700">{copy.message}</p>
      <Link to={back.to} className="btn-primary mt-6">
        {back.label}
      </Link>
    </div>
  );
}
