import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// Before React sees a submit (capture, on window): offline, the form is not sent, nothing
// navigates and what was typed stays; a sign-out also tells the offline worker (public/sw.js).
addEventListener(
  "submit",
  (event) => {
    const form = event.target as HTMLFormElement;
    if (!navigator.onLine) {
      event.preventDefault();
      event.stopImmediatePropagation();
      let note = document.getElementById("offline-note");
      if (!note) {
        note = document.createElement("p");
        note.id = "offline-note";
        note.setAttribute("role", "alert");
        note.className =
          "fixed inset-x-4 bottom-4 z-50 rounded bg-amber-100 p-3 text-sm font-semibold text-amber-900 shadow";
        document.body.append(note);
        addEventListener("online", () => note?.remove(), { once: true });
      }
      note.textContent = "You're offline: this can't be sent now. What you typed is kept.";
    } else if (form.getAttribute("action") === "/logout") {
      navigator.serviceWorker?.controller?.postMessage("signed-out");
    }
  },
  true,
);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
