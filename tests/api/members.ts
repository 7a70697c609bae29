// Members for API tests that are not about registration itself: inserted directly, with a live bearer token.
import type { FastifyInstance } from "fastify";
import { issueToken } from "#db/repositories/member/tokens.ts";
import { members } from "#db/schema/index.ts";
import { hashPassword } from "#workflows/member/passwords.ts";

export const TEST_PASSWORD = "Sunscreen#50";

export type TestMember = { id: number; email: string; password: string; token: string;
  auth: { authorization: string } };

let counter = 0;

/** A member with a unique e-mail (or the given one), the shared test password, and a bearer token. */
export async function createTestMember(
  app: FastifyInstance,
  options: { email?: string; password?: string; firstName?: string; remember?: boolean } = {},
): Promise<TestMember> {
  const email = options.email ?? `member${process.pid}-${Date.now()}-${++counter}@example.com`;
  const password = options.password ?? TEST_PASSWORD;
  const [row] = await app.db
    .insert(members)
    .values({ email, passwordHash: await hashPassword(password), firstName: options.firstName ?? "Nok",
      lastName: "Tester" })
    .returning({ id: members.id });
  if (!row) throw new Error("member insert returned no row");
  const { token } = await issueToken(app.db, row.id, options.remember ?? false);
  return { id: row.id, email, password, token, auth: { authorization: `Bearer ${token}` } };
}
