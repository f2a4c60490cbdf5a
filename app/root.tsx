import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { Toaster, useActionToast } from "./components/toaster";
import { NotFoundPage } from "./components/not-found";
import stylesheet from "./tailwind.css";
import { useNonce } from "./utils/nonce";
import { getToast } from "./utils/toast.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "App Marketing Machine — your app's marketing plan, step by step" },
  {
    name: "description",
    content:
      "A guided, 8-step marketing plan for app makers: foundation, SEO, content, community, creative, launch, analytics and retention.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { toast, headers } = await getToast(request);
  return Response.json({ toast: toast ?? null }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-full">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  const actionToast = useActionToast();
  useEffect(() => {
    // Lets end-to-end tests wait for hydration before they click.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Outlet />
      <Toaster toast={actionToast ?? toast ?? undefined} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : status === 403
        ? "You do not have access to this page."
        : "Something went wrong on our side. Please try again in a moment.";
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center p-6 text-center">
      <p className="text-sm font-semibold text-brand-700">Error {status}</p>
      <h1 className="mt-2 text-2xl font-bold">
        {status === 403 ? "Access denied" : "Something went wrong"}
      </h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <a href="/" className="btn-primary mt-6">
        Go to the home page
      </a>
    </main>
  );
}
