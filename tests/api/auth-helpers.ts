// Helpers for the auth, social, rate-limit and cart-merge suites (H1): JSON calls through inject() and outbox reads.
import { is } from "superstruct";
import { expect } from "vitest";
import { AuthResponse } from "#contract/auth.ts";
import { inLanguage, type TestApp } from "./harness.ts";

export type Reply = {
  status: number;
  headers: Record<string, unknown>;
  body: Record<string, unknown> & { code?: string; message?: string; data?: unknown;
    errors?: Record<string, string[]> };
};

export async function api(
  t: TestApp, method: "GET" | "POST" | "PATCH" | "DELETE", url: string,
  options: { body?: unknown; locale?: "en" | "th"; token?: string; ip?: string } = {},
): Promise<Reply> {
  const res = await t.app.inject({
    method, url,
    headers: { ...inLanguage(options.locale ?? "en"), ...(options.token ? { authorization: `Bearer ${options.token}` }
      : {}) },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: res.statusCode, headers: res.headers, body: res.body ? res.json() : {} };
}

/** Asserts a contract AuthResponse and returns it. */
export function authOf(reply: Reply, status = 200): AuthResponse {
  expect(reply.status, JSON.stringify(reply.body).slice(0, 400)).toBe(status);
  expect(is(reply.body, AuthResponse), JSON.stringify(reply.body).slice(0, 400)).toBe(true);
  return reply.body as unknown as AuthResponse;
}

let counter = 0;
export const uniqueEmail = (tag = "shopper") => `${tag}-${process.pid}-${Date.now()}-${++counter}@example.com`;
export const STRONG = "Serum#2026ok";

export type OutboxMessage = { id: number; kind: string; to: string; subject: string; body: string; created_at: string };

/** The dev outbox for an address, newest first (what e2e tests read). */
export async function outboxFor(t: TestApp, to: string): Promise<OutboxMessage[]> {
  const reply = await api(t, "GET", `/dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(reply.status).toBe(200);
  return (reply.body.data as OutboxMessage[]);
}

/** The reset link of the newest mail to an address. */
export async function resetLinkFor(t: TestApp, email: string): Promise<URL> {
  const [mail] = await outboxFor(t, email);
  const link = mail?.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return new URL(link);
}
