import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";

import { describeError, ErrorPanel, GeneralErrorBoundary } from "./components/error-boundary";
import { notFoundMessage, NotFoundPage } from "./components/not-found";
import { RootToaster } from "./components/toaster";
import { hasActionToast } from "./lib/action-toast";
import { MODULE_COUNT } from "./lib/wizard/module-titles";
import stylesheet from "./tailwind.css";
import { useNonce } from "./utils/nonce";
import { rootLoaderData } from "./utils/root.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Add to home screen (public/manifest.webmanifest; iOS finds /apple-touch-icon.png by name).
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const meta: MetaFunction = () => [
  { title: "App Marketing Machine — your app's marketing plan, step by step" },
  {
    name: "description",
    content: `A guided, ${MODULE_COUNT}-step marketing plan for app makers: foundation, SEO, content, community, creative, launch, analytics and retention.`,
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, lite, headers } = await rootLoaderData(request, context);
  // The document entry reads it from the load context: a Lite page carries no hydration data.
  context.lite = lite;
  // The footer's year comes from the server's clock on each request, so the page and its
  // hydration agree and nobody edits it every January.
  return Response.json({ toast, lite, year: new Date().getUTCFullYear() }, { headers });
}

/**
 * An action that answered with a toast (a refusal with a 4xx, which React Router would not
 * revalidate for) has put it in the flash cookie: the root loader runs again to show it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => hasActionToast(actionResult) || defaultShouldRevalidate;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // A Lite page never hydrates; app/entry.server.tsx adds its notice (kept out of the bundle).
  const lite = useRouteLoaderData<typeof loader>("root")?.lite;
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
        {!lite && <ScrollRestoration nonce={nonce} />}
        {!lite && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets end-to-end tests wait for hydration before they click.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <RootToaster />
      <Outlet />
    </>
  );
}

// Public pages' errors; the signed-in area has its own boundary in routes/_app/route.tsx.
// It renders without loader data: nothing here may read the root loader's.
export function ErrorBoundary() {
  const errorPage = (error: unknown) => (
    <main className="flex min-h-screen items-center justify-center p-6">
      <ErrorPanel
        copy={describeError(error)}
        headingLevel={1}
        back={{ to: "/", label: "Go to the home page" }}
      />
    </main>
  );
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: ({ error }) => <NotFoundPage message={notFoundMessage(error)} /> }}
      defaultStatusHandler={({ error }) => errorPage(error)}
      unexpectedErrorHandler={errorPage}
    />
  );
}
