import { fromPromise } from "xstate";
import type { SocialProvider, User } from "#contract/auth.ts";
import type { ErrorCode } from "#contract/errors.ts";
import type { Requested } from "./command.ts";
import { notProvided } from "./not-provided.ts";

/**
 * The auth machine's commands, context and requests (spec §4 Auth). Every command may carry a `requestId`; the
 * machine emits `command.settled` with it when the command has finished (machines/command.ts).
 */
export type AuthCommand = Requested & (
  | { type: "auth.signIn"; email: string; password: string; remember: boolean }
  | { type: "auth.register"; email: string; password: string; passwordConfirmation: string }
  | { type: "auth.social"; provider: SocialProvider }
  | { type: "auth.completeSocial"; provider: SocialProvider; code: string; state: string }
  | { type: "auth.signOut" }
  /** After a profile, phone or verification change: the server's answer is the member now. */
  | { type: "auth.refresh"; user: User }
  /** The member deleted the account: the session ends on this device (the token no longer works anyway). */
  | { type: "auth.accountDeleted" }
);
export type AuthCommandType = AuthCommand["type"];

export type AuthEvent =
  | AuthCommand
  /** A page for members only (account routes, /login): a guest is asked to sign in, once the session is known. */
  | { type: "auth.requireMember" };

/** What sign-in, registration and social completion answer (contract AuthResponse, flattened by src/api/auth.ts). */
export interface AuthResult {
  token: string;
  user: User;
  /** The member's cart after a guest cart merged into it; null when the member has none. */
  cartId: string | null;
}

export interface AuthFailure {
  command: AuthCommandType | "auth.init";
  code: ErrorCode;
}

export interface AuthContext {
  user: User | null;
  /** A token was in auth storage when the app started. */
  hadToken: boolean;
  failure: AuthFailure | null;
  /** The command being worked on (its requestId settles it). */
  current: AuthCommand | null;
  /** A members-only page asked for a sign-in while the session was still starting. */
  memberRequired: boolean;
}

export interface AuthInput {
  hadToken: boolean;
}

/** Each request sends the guest's cart id, so the server merges that cart into the member's. */
export type SignInRequest = { email: string; password: string; remember: boolean; cartId: string | null };
export type RegisterRequest = { email: string; password: string; passwordConfirmation: string; cartId: string | null };
export type SocialTokenRequest = { provider: SocialProvider; code: string; state: string; cartId: string | null };

/** The requests auth makes; the app provides each one (src/app/actors/auth.ts). */
export const authRequests = {
  loadUser: fromPromise<User, void>(notProvided("loadUser")),
  signIn: fromPromise<AuthResult, SignInRequest>(notProvided("signIn")),
  register: fromPromise<AuthResult, RegisterRequest>(notProvided("register")),
  requestSocialUrl: fromPromise<string, { provider: SocialProvider }>(notProvided("requestSocialUrl")),
  completeSocial: fromPromise<AuthResult, SocialTokenRequest>(notProvided("completeSocial")),
  signOut: fromPromise<void, void>(notProvided("signOut")),
};

/** The command in flight, of the type the state runs. */
export function commandOf<T extends AuthCommandType>(context: AuthContext, type: T): Extract<AuthCommand, { type: T }> {
  const current = context.current;
  if (current?.type !== type) throw new Error(`expected ${type}, running ${current?.type ?? "nothing"}`);
  return current as Extract<AuthCommand, { type: T }>;
}
