import { fromPromise } from "xstate";
import type { SocialProvider, User } from "#contract/auth.ts";
import { authMachine, type AuthResult } from "#machines/auth.machine.ts";
import * as api from "#api/auth.ts";
import { withMinDelay } from "#api/client.ts";
import { clearAuthToken, writeAuthToken } from "#lib/auth-token.ts";
import { rememberReturnPath } from "#lib/session.tsx";
import { homeOf, type Navigator } from "./navigator.ts";

export interface AuthWiring {
  history: Navigator;
  /** The page reload 2 s after sign-in (tests watch it instead). */
  reloadPage?: (() => void) | undefined;
  /** Leaving for the provider's consent page (tests watch it instead). */
  redirect?: ((url: string) => void) | undefined;
}

type Credentials = { email: string; password: string; remember: boolean; cartId: string | null };
type Registration = { email: string; password: string; passwordConfirmation: string; cartId: string | null };
type SocialAnswer = { provider: SocialProvider; code: string; state: string; cartId: string | null };

/** The auth machine wired to the auth API, token storage and the browser (reload, redirect, home). */
export function authLogic({ history, reloadPage, redirect }: AuthWiring) {
  return authMachine.provide({
    actors: {
      loadUser: fromPromise<User, void>(({ signal }) => api.fetchMe({ signal })),
      signIn: fromPromise<AuthResult, Credentials>(({ input }) => withMinDelay(api.login(input))),
      register: fromPromise<AuthResult, Registration>(({ input }) => withMinDelay(api.register(input))),
      requestSocialUrl: fromPromise<string, { provider: SocialProvider }>(({ input }) => api.socialUrl(input.provider)),
      completeSocial: fromPromise<AuthResult, SocialAnswer>(({ input }) => api.socialToken(input)),
      signOut: fromPromise<void, void>(() => withMinDelay(api.logout())),
    },
    actions: {
      storeToken: (_, { token, remember }: { token: string; remember: boolean }) => writeAuthToken(token, remember),
      clearToken: () => clearAuthToken(),
      navigateHome: () => history.push(homeOf(history.location.pathname)),
      reloadPage: () => (reloadPage ?? (() => window.location.reload()))(),
      redirectToProvider: (_, { url }: { url: string }) => {
        rememberReturnPath();
        (redirect ?? ((to: string) => window.location.assign(to)))(url);
      },
      // Spec §8: unexpected auth init errors are logged to the console.
      logInitError: (_, { error }: { error: unknown }) => console.error("auth init failed", error),
    },
  });
}
