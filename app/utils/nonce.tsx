import { createContext, useContext } from "react";

// The per-request CSP nonce. Rendered only on the server: the browser hides the attribute
// and a client-side value would only cause hydration warnings (https://github.com/epicweb-dev/epic-stack/issues/839).
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
