// The signed-in user as one request reads it (the session lookup, app/models/session.server.ts),
// typed here, on the lowest floor, so the request context (app/services/request-context.server.ts)
// can name it.

export type PublicUser = {
  id: string;
  email: string;
  role: string;
  /** "owner" or "member" of the company; apart from the site-wide `role`. */
  teamRole: string;
  tenantId: string;
  createdAt: Date;
  updatedAt: Date;
  timeZone: string;
  weekStart: number;
  defaultPage: string;
  /** Pages without JavaScript (Lite mode, set in /preferences). */
  liteMode: boolean;
  /** When the user last opened the notifications (the bell counts what came after). */
  bellSeenAt?: Date | null;
  /** When the person confirmed `email` by opening an emailed link; null until then. */
  emailVerifiedAt?: Date | null;
};

/** The tenant's subscription columns, as the session lookup reads them. */
export type TenantSubscriptionRow = { subscriptionStatus: string; createdAt: Date };

/** What the session lookup read besides the user, for the same request's layout. */
export type SessionRead = {
  tenant: TenantSubscriptionRow;
  unreadAnnouncements: number;
  demo: string | null;
  /** The app the main menu offers pages for (app/utils/menu-app.server.ts), or null: no apps. */
  menuApp: { id: string; name: string } | null;
};
