import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { clearAuthToken, readAuthToken } from "./auth-token";

/** The signed-in member as the header needs it. The accounts issue fills it from GET api/user/me. */
export type SessionUser = { firstName: string; lastName: string; email: string };

export type Session = {
  user: SessionUser | null;
  /** A token in auth storage and a loaded user (spec §2: the account icon shows when logged in). */
  signedIn: boolean;
  setUser: (user: SessionUser | null) => void;
  signOut: () => void;
};

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children, initialUser = null }: { children: ReactNode; initialUser?: SessionUser | null }) {
  const [user, setUser] = useState<SessionUser | null>(initialUser);
  const signOut = useCallback(() => {
    clearAuthToken();
    setUser(null);
  }, []);
  const value = useMemo<Session>(
    () => ({ user, signedIn: user !== null && readAuthToken() !== null, setUser, signOut }),
    [user, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (value === null) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}
