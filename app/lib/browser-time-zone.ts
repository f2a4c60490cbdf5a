// Registration's inline script: fills the hidden field just above it with the browser's time
// zone as soon as the browser reads it (on a slow link the form may be sent before the page's
// scripts have loaded). The CSP allows it by its hash (utils/security-headers.server.ts), so it
// needs no nonce and adds nothing to the page's JavaScript bundle.
export const FILL_BROWSER_TIME_ZONE =
  "document.currentScript.previousSibling.value=Intl.DateTimeFormat().resolvedOptions().timeZone";
