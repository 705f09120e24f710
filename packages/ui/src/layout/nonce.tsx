import { createContext, useContext } from "react";

// The server puts this response's CSP nonce here (ADR 054); the document's inline scripts read it. In the
// browser it is empty: browsers hide a rendered nonce from the page, so there is nothing to compare on hydration.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/** The nonce inline scripts of this page must carry. */
export const useNonce = () => useContext(NonceContext);
