import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// Offline reading (public/sw.js) and offline forms: loaded once the page has loaded, off the
// first load's path (a small chunk of its own). The entry itself may run after the load event.
const offline = () => void import("./utils/offline.client");
if (document.readyState === "complete") offline();
else addEventListener("load", offline);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
