import { createContext, useContext } from 'react';

/** The per-response Content-Security-Policy nonce, given to every inline script Remix renders. */
export const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
