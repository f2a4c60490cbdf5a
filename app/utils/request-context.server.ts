// The load context: one object per request, made by the server entry (scripts/server-app.mjs),
// handed by Remix to every loader and action of the request and to app/entry.server.tsx's
// handleRequest (its fifth argument). Its fields are typed here, once.
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The calling client's address as the server entry resolved it. */
    clientAddress: string;
    /** "https" when the request came over TLS, directly or from a trusted proxy. */
    protocol?: "http" | "https";
    /**
     * Lite mode for this page, as the root loader decided it (app/root.tsx): the document entry
     * then renders no hydration data and adds the Lite notice. Unset until the root loader ran.
     */
    lite?: boolean;
  }
}

export {};
