import { createContext, useContext, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useActorRef } from "@xstate/react";
import { fromPromise, type InspectionEvent } from "xstate";
import { useLingui } from "@lingui/react/macro";
import type { SocialProvider, User } from "../../../contract/auth.ts";
import { authMachine, type AuthCommandType, type AuthResult, type AuthToastKind } from "../../../machines/auth.machine.ts";
import * as api from "../../api/auth.ts";
import { withMinDelay } from "../../api/client.ts";
import { toApiError } from "../../api/errors.ts";
import { clearAuthToken, readAuthToken, writeAuthToken } from "../../lib/auth-token.ts";
import { useCartActor, useCartCommands } from "../../lib/cart.tsx";
import { useDialogs, useToast } from "../../lib/feedback.tsx";
import { useLocalePath } from "../../lib/use-locale-path.ts";
import { AuthActorContext, outcomeOfError, rememberReturnPath, type AuthServices, type AuthValue } from "../../lib/session.tsx";

export interface AuthProviderProps {
  children: ReactNode;
  /** Receives the auth actor's inspection events (Stately inspector, model-test coverage). */
  inspect?: (event: InspectionEvent) => void;
  /** The page reload 2 s after sign-in (tests watch it instead). */
  reloadPage?: () => void;
  /** Leaving for the provider's consent page (tests watch it instead). */
  redirect?: (url: string) => void;
}

interface Effects {
  toast: (kind: AuthToastKind) => void;
  toastError: (title: "error!", message: string) => void;
  toastFailure: (command: AuthCommandType, error: unknown) => void;
  closeDialog: () => void;
  navigateHome: () => void;
  adoptCart: (cartId: string | null) => void;
  reloadPage: () => void;
  redirect: (url: string) => void;
  guestCartId: () => string | null;
}

/** Until AuthEffects has mounted (the same render pass), effects do nothing. */
const noEffects: Effects = {
  toast: () => {}, toastError: () => {}, toastFailure: () => {}, closeDialog: () => {}, navigateHome: () => {},
  adoptCart: () => {}, reloadPage: () => {}, redirect: () => {}, guestCartId: () => null,
};

const EffectsContext = createContext<{ effects: MutableRefObject<Effects>; reloadPage?: (() => void) | undefined; redirect?: ((url: string) => void) | undefined } | null>(null);

/**
 * The auth machine wired to the auth API and token storage. It sits above FeedbackProvider so the dialog bodies
 * (rendered by the dialog host) can use the session; <AuthEffects /> inside FeedbackProvider and CartProvider hands
 * it toasts, the dialog host, the router and the cart (the member's cart is adopted after sign-in).
 */
export function AuthProvider({ children, inspect, reloadPage, redirect }: AuthProviderProps) {
  const effects = useRef<Effects>(noEffects);

  const [logic] = useState(() =>
    authMachine.provide({
      actors: {
        loadUser: fromPromise<User, void>(({ signal }) => api.fetchMe({ signal })),
        signIn: fromPromise<AuthResult, { email: string; password: string; remember: boolean }>(({ input }) =>
          withMinDelay(api.login({ ...input, cartId: effects.current.guestCartId() })),
        ),
        register: fromPromise<AuthResult, { email: string; password: string; passwordConfirmation: string }>(({ input }) =>
          withMinDelay(api.register({ ...input, cartId: effects.current.guestCartId() })),
        ),
        requestSocialUrl: fromPromise<string, { provider: SocialProvider }>(({ input }) => api.socialUrl(input.provider)),
        completeSocial: fromPromise<AuthResult, { provider: SocialProvider; code: string; state: string }>(({ input }) =>
          api.socialToken({ ...input, cartId: effects.current.guestCartId() }),
        ),
        signOut: fromPromise<void, void>(() => withMinDelay(api.logout())),
      },
      actions: {
        storeToken: (_, { token, remember }: { token: string; remember: boolean }) => writeAuthToken(token, remember),
        clearToken: () => clearAuthToken(),
        adoptCart: (_, { cartId }: { cartId: string | null }) => effects.current.adoptCart(cartId),
        closeDialog: () => effects.current.closeDialog(),
        navigateHome: () => effects.current.navigateHome(),
        reloadPage: () => effects.current.reloadPage(),
        redirectToProvider: (_, { url }: { url: string }) => {
          rememberReturnPath();
          effects.current.redirect(url);
        },
        toast: (_, { kind }: { kind: AuthToastKind }) => effects.current.toast(kind),
        toastFailure: (_, { command, error }: { command: AuthCommandType; error: unknown }) => effects.current.toastFailure(command, error),
        // Spec §8: unexpected auth init errors are logged to the console.
        logInitError: (_, { error }: { error: unknown }) => console.error("auth init failed", error),
      },
    }),
  );
  const [input] = useState(() => ({ hadToken: readAuthToken() !== null }));
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) });

  const services = useMemo<AuthServices>(() => ({
    requestPasswordReset: async (email) => {
      try {
        const message = await withMinDelay(api.requestPasswordReset(email));
        return { ok: true, message };
      } catch (error) {
        const failure = toApiError(error);
        return outcomeOfError(failure.code, failure);
      }
    },
    confirmPasswordReset: async (input) => {
      try {
        await withMinDelay(api.confirmPasswordReset(input));
        return { ok: true };
      } catch (error) {
        const failure = toApiError(error);
        // Spec §8: the reset form's refusal is a toast titled 'error!' with the server's message.
        effects.current.toastError("error!", failure.message);
        return outcomeOfError(failure.code, failure);
      }
    },
  }), []);

  const value = useMemo<AuthValue>(() => ({ actor, services }), [actor, services]);
  const bridge = useMemo(() => ({ effects, reloadPage, redirect }), [reloadPage, redirect]);
  return (
    <EffectsContext.Provider value={bridge}>
      <AuthActorContext.Provider value={value}>{children}</AuthActorContext.Provider>
    </EffectsContext.Provider>
  );
}

/** Hands the auth machine its effects; render once inside FeedbackProvider and CartProvider. */
export function AuthEffects() {
  const bridge = useContext(EffectsContext);
  if (bridge === null) throw new Error("AuthEffects must be inside <AuthProvider>");
  const { t } = useLingui();
  const toast = useToast();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { to } = useLocalePath();
  const cart = useCartActor();
  const cartCommands = useCartCommands();
  // Assigned while rendering, before the auth actor starts (effects run after the render pass), so no effect is lost.
  bridge.effects.current = {
    toast: (kind) => {
      const title = kind === "signedIn" ? t`Signed in successfully.` : kind === "registered" ? t`Registered successfully.` : t`Log out successfully!`;
      void toast({ status: "success", title });
    },
    toastError: (_title, message) => void toast({ status: "error", title: t`error!`, message }),
    toastFailure: (_command, error) => {
      void toast({ status: "error", title: t`Something went wrong!`, message: toApiError(error).message });
    },
    closeDialog: () => dialogs.close(),
    navigateHome: () => navigate(to("/")),
    adoptCart: (cartId) => void cartCommands.adopt(cartId),
    reloadPage: bridge.reloadPage ?? (() => window.location.reload()),
    redirect: bridge.redirect ?? ((url) => window.location.assign(url)),
    guestCartId: () => cart.getSnapshot().context.cartId,
  };
  return null;
}
