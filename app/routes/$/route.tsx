import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NotFoundPage } from "~/components/not-found";

// Any URL no other route claims: the product's not-found page (docs/product/spec-facts.md §2) with status 404.
export async function loader() {
  throw new Response("Not found", { status: 404 });
}

export async function action() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

// Whatever was thrown, this address has no page.
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      defaultStatusHandler={() => <NotFoundPage />}
      unexpectedErrorHandler={() => <NotFoundPage />}
    />
  );
}
