import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** Carries the request's CSP nonce from the server entry to the scripts the document renders. */
export const NonceProvider = NonceContext.Provider;

/** The CSP nonce on the server; empty in the browser, which hides nonces from scripts anyway. */
export const useNonce = () => useContext(NonceContext);
