// The one error boundary: every route module's ErrorBoundary is GeneralErrorBoundary with its own
// handlers, and ErrorPanel is what they draw: the status, a heading, one sentence and a way back
// (docs/decisions/038-one-boundary-one-skeleton.md).
import {
  type ErrorResponse,
  isRouteErrorResponse,
  Link,
  type Params,
  useParams,
  useRouteError,
} from "@remix-run/react";
import type { ReactElement } from "react";

export type StatusHandler = (info: { error: ErrorResponse; params: Params }) => ReactElement | null;

/** A handler that passes the error on to the boundary of the route above. */
const rethrow = (error: unknown): never => {
  throw error;
};

/**
 * Draws the handler for a thrown Response's status, else `defaultStatusHandler`, and
 * `unexpectedErrorHandler` for anything else; a missing handler passes the error up.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler = ({ error }) => rethrow(error),
  unexpectedErrorHandler = rethrow,
}: {
  statusHandlers?: Record<number, StatusHandler>;
  defaultStatusHandler?: StatusHandler;
  unexpectedErrorHandler?: (error: unknown) => ReactElement | null;
}) {
  const error = useRouteError();
  const params = useParams();
  if (!isRouteErrorResponse(error)) return unexpectedErrorHandler(error);
  return (statusHandlers?.[error.status] ?? defaultStatusHandler)({ error, params });
}

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
