import { createContext, useContext } from "react";

/**
 * Whether the page was asked for with the auth cookie (contract/auth-cookie.ts). Until the stored token has been
 * checked, the shop's header and offers show a member's face when it is true: the server renders them so, the
 * browser's first render agrees, and a member sees no guest's "Log in" or sign-up offer come and go.
 */
export const SignedInHint = createContext(false);

export const useSignedInHint = () => useContext(SignedInHint);
