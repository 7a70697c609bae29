import { object, literal } from "superstruct";
import {
  AuthResponse, ResetConfirmResponse, ResetRequestResponse, SocialUrl, User, type AuthResponse as AuthAnswer,
  type SocialProvider,
} from "#contract/auth.ts";
import { getData, postBody, postData, withQuery, type CallOptions } from "./client.ts";

// Spec §7 Authentication. Sign-in, registration and social completion answer the token and the member side by side
// (contract AuthResponse), so they read the whole body; `cart_id` sends the guest cart to merge into the member's.

/** What the auth machine takes from an AuthResponse. */
export interface SignedIn {
  token: string;
  user: User;
  /** The member's cart after the merge (null when the member has none). */
  cartId: string | null;
}

const signedIn = (answer: AuthAnswer): SignedIn => ({ token: answer.token, user: answer.data, cartId: answer.cart_id });
const withCart = (cartId: string | null | undefined) => (cartId ? { cart_id: cartId } : {});

/** POST api/auth/login. */
export async function login(
  body: { email: string; password: string; remember: boolean; cartId?: string | null }, options?: CallOptions,
): Promise<SignedIn> {
  const answer = await postBody(
    "api/auth/login",
    { email: body.email, password: body.password, remember: body.remember, ...withCart(body.cartId) },
    AuthResponse,
    options,
  );
  return signedIn(answer);
}

/** POST api/auth/register (the terms box is checked by the form and not sent). */
export async function register(
  body: { email: string; password: string; passwordConfirmation: string; cartId?: string | null },
  options?: CallOptions,
): Promise<SignedIn> {
  const answer = await postBody(
    "api/auth/register",
    { email: body.email, password: body.password, password_confirmation: body.passwordConfirmation,
      ...withCart(body.cartId) },
    AuthResponse,
    options,
  );
  return signedIn(answer);
}

/** GET api/user/me: the member the stored token belongs to. */
export const fetchMe = (options?: CallOptions) => getData("api/user/me", User, options);

/** POST api/auth/logout: revokes this token. */
export const logout = async (options?: CallOptions): Promise<void> => {
  await postData("api/auth/logout", {}, object({ ok: literal(true) }), options);
};

/** GET api/auth/social/request-url: where to send the browser for the provider's consent. */
export const socialUrl = async (provider: SocialProvider, options?: CallOptions): Promise<string> =>
  (await getData(withQuery("api/auth/social/request-url", { provider }), SocialUrl, options)).url;

/** POST api/auth/social/token: what the provider sent back to /auth/social/{provider}. */
export async function socialToken(
  body: { provider: SocialProvider; code: string; state: string; cartId?: string | null }, options?: CallOptions,
): Promise<SignedIn> {
  const answer = await postBody(
    "api/auth/social/token",
    { provider: body.provider, code: body.code, state: body.state, remember: true, ...withCart(body.cartId) },
    AuthResponse,
    options,
  );
  return signedIn(answer);
}

/** POST api/auth/reset-password/request: the same message whether or not the e-mail is registered. */
export const requestPasswordReset = async (email: string, options?: CallOptions): Promise<string> =>
  (await postBody("api/auth/reset-password/request", { email }, ResetRequestResponse, options)).message;

/** POST api/auth/reset-password/reset. */
export const confirmPasswordReset = async (
  body: { email: string; token: string; password: string; passwordConfirmation: string }, options?: CallOptions,
): Promise<string> =>
  (await postBody(
    "api/auth/reset-password/reset",
    { email: body.email, token: body.token, password: body.password, password_confirmation: body.passwordConfirmation },
    ResetConfirmResponse,
    options,
  )).message;
