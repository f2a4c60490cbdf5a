// Loaded by app/entry.client.tsx after the page. A Lite page runs no script, so it never
// registers the worker.
navigator.serviceWorker?.register("/sw.js").catch(() => {});

// Before React sees a submit (capture, on window): offline, the form is not sent, nothing
// navigates and what was typed stays; a sign-out also tells the offline worker (public/sw.js).
addEventListener(
  "submit",
  (event) => {
    if (navigator.onLine) {
      if ((event.target as Element).getAttribute("action") === "/logout")
        navigator.serviceWorker?.controller?.postMessage("signed-out");
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    document.getElementById("offline-note")?.remove();
    const note = document.body.appendChild(document.createElement("p"));
    note.id = "offline-note";
    note.role = "alert";
    note.className = "fixed inset-x-4 bottom-4 z-50 rounded bg-amber-100 p-3 font-semibold";
    note.textContent = "You're offline: this can't be sent now. What you typed is kept.";
    addEventListener("online", () => note.remove(), { once: true });
  },
  true,
);

export {};
