// The signed-in layout: every page under it requires a user (docs/product/spec-facts.md §2).
import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  Outlet,
  type ShouldRevalidateFunction,
  useLoaderData,
  useMatches,
  useNavigation,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";

import { describeError, ErrorPanel, GeneralErrorBoundary } from "~/components/error-boundary";
import { IconSprite } from "~/components/layout/icons";
import { Toaster } from "~/components/toaster";
import { trialBannerCopy } from "~/lib/trial-banner";
import { countUnreadAnnouncements } from "~/models/announcement.server";
import { getUserSubscription, isDemoUser } from "~/models/subscription.server";
import type { RouteTable } from "~/services/request-context.server";
import { stripeSettings } from "~/services/stripe.server";
import { requireUser } from "~/utils/guards.server";
import { menuAppOf, withMenuAppCookie } from "~/utils/menu-app.server";
import type { PublicUser } from "~/utils/session.server";

import { AppHeader } from "./app-header";
import { DemoBanner } from "./demo-banner";
import { Sidebar } from "./sidebar-nav";
import { TrialBanner } from "./trial-banner";

/** What a page under this layout exports to name itself in the header. */
export type AppPageHandle = { title?: string };

const DEFAULT_TITLE = "App Marketing Machine";
const NOTIFICATIONS = "/notifications";

/** What every signed-in page gets from this layout (its loader answers it with a cookie or not). */
export type LayoutData = Awaited<ReturnType<typeof layoutData>>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const layout = await layoutData(request, context.routes, user);
  // The app of this address is remembered as the one last opened (app/utils/menu-app.server.ts).
  return withMenuAppCookie(request, context.routes, layout);
}

async function layoutData(request: Request, routes: RouteTable | undefined, user: PublicUser) {
  const [subscription, notificationCount, demo, menuApp] = await Promise.all([
    getUserSubscription(user),
    // The notifications page marks what it shows as read, so the bell there shows none unread.
    new URL(request.url).pathname === NOTIFICATIONS ? 0 : countUnreadAnnouncements(user),
    isDemoUser(user),
    // The app whose pages the menu offers: the one in the address (a page about one app), else
    // the one last opened here, else the company's latest.
    menuAppOf(request, routes, user),
  ]);
  const canPay = stripeSettings() !== null;
  const banner = demo
    ? null
    : trialBannerCopy(subscription.status, subscription.trialDaysLeft, canPay);
  return {
    user: { email: user.email, role: user.role },
    demo,
    subscription: {
      status: subscription.status,
      // A demo is not a trial to upgrade: no days-left badge, no Upgrade, the demo banner instead.
      trialDaysLeft: demo ? 0 : subscription.trialDaysLeft,
      blockedReason: subscription.blockedReason,
      // "Upgrade" only where paying is possible: online payment is configured on this server.
      // Undefined (left out of the JSON) unless set: the layout's data is in every page's HTML.
      canPay: canPay || undefined,
      banner: banner ?? undefined,
    },
    notificationCount,
    // Null (no apps yet) is left out of the JSON: the layout's data is in every page's HTML.
    menuApp: menuApp ?? undefined,
  };
}

/**
 * The bell's count changes on the way to and from the notifications page; the menu's app changes
 * on the way into another app's page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === NOTIFICATIONS ||
  nextUrl.pathname === NOTIFICATIONS ||
  (nextParams.appId !== undefined && nextParams.appId !== currentParams.appId) ||
  defaultShouldRevalidate;

function usePageTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i].handle as AppPageHandle | undefined)?.title;
    if (typeof title === "string" && title) return title;
  }
  return DEFAULT_TITLE;
}

export default function AppLayout() {
  return (
    <AppShell data={useLoaderData() as LayoutData}>
      <Outlet />
    </AppShell>
  );
}

/**
 * A 404 or 403 (invariantResponse) or a crash in a signed-in page: the message in the main area,
 * with the sidebar and header kept. Only when this layout's own loader failed is it a bare page.
 */
export function ErrorBoundary() {
  const data = useRouteLoaderData("routes/_app") as LayoutData | undefined;
  const errorPage = (error: unknown) => {
    const copy = describeError(error);
    const panel = (level: 1 | 2) => (
      <ErrorPanel
        copy={copy}
        headingLevel={level}
        back={{ to: "/dashboard", label: "Back to the dashboard" }}
      />
    );
    if (!data) return <main className="flex min-h-screen items-center p-6">{panel(1)}</main>;
    return (
      <AppShell data={data} title={copy.status === 404 ? "Not found" : copy.title}>
        {panel(2)}
      </AppShell>
    );
  };
  return (
    <GeneralErrorBoundary
      defaultStatusHandler={({ error }) => errorPage(error)}
      unexpectedErrorHandler={errorPage}
    />
  );
}

function AppShell({
  data,
  title: errorTitle,
  children,
}: {
  data: LayoutData;
  title?: string;
  children: ReactNode;
}) {
  const { user, subscription, notificationCount, demo, menuApp } = data;
  const pageTitle = usePageTitle();
  const title = errorTitle ?? pageTitle;
  const navigation = useNavigation();
  const isAdmin = user.role === "admin";

  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <IconSprite />
      {navigation.state !== "idle" ? (
        <div role="progressbar" aria-label="Loading" className="loading-bar" />
      ) : null}
      <Sidebar isAdmin={isAdmin} app={menuApp ?? null} />
      <div className="app-col">
        <AppHeader
          title={title}
          email={user.email}
          trialDaysLeft={subscription.trialDaysLeft}
          canPay={subscription.canPay ?? false}
          notificationCount={notificationCount}
        />
        {demo ? <DemoBanner /> : <TrialBanner copy={subscription.banner ?? null} />}
        <Toaster />
        <main id="main">{children}</main>
      </div>
    </div>
  );
}
