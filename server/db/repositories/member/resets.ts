import { and, eq, gt, isNull } from "drizzle-orm";
import { RESET_TOKEN_MINUTES } from "#contract/auth.ts";
import type { Database } from "#db/database.ts";
import { members, passwordResets } from "#db/schema/index.ts";
import { hashToken, randomToken } from "./tokens.ts";

/** Every open reset link of the member stops working (a new link, a new password, a changed e-mail). */
export async function retireResets(db: Database, memberId: number, now = new Date()): Promise<void> {
  await db.update(passwordResets).set({ usedAt: now })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}

/**
 * A new reset token for a member: 256-bit random, only its SHA-256 stored, one hour, single use. Earlier unused
 * tokens of the member stop working, so only the newest mailed link resets the password.
 */
export async function createReset(db: Database, memberId: number,
  now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000);
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await retireResets(tx, memberId, now);
    await tx.insert(passwordResets).values({ memberId, tokenHash: hashToken(token), expiresAt });
  });
  return { token, expiresAt };
}

/**
 * Marks a live token of the member with this e-mail as used and answers the member id; null when the token is
 * unknown, expired, already used or belongs to another e-mail. One UPDATE decides, so two parallel uses of one link
 * cannot both succeed. Pass a transaction to change the password in the same unit of work.
 */
export async function consumeReset(db: Database, email: string, token: string,
  now = new Date()): Promise<number | null> {
  // The member row is locked first, as an e-mail change (profile.ts) locks it before the member's reset rows: the
  // same order in both, so a reset and an e-mail change at the same moment take turns instead of deadlocking.
  const [member] = await db.select({ id: members.id }).from(members)
    .where(eq(members.email, email.trim().toLowerCase())).limit(1).for("update");
  if (!member) return null;
  const [row] = await db.update(passwordResets).set({ usedAt: now })
    .where(and(
      eq(passwordResets.tokenHash, hashToken(token)),
      eq(passwordResets.memberId, member.id),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, now),
    ))
    .returning({ memberId: passwordResets.memberId });
  return row?.memberId ?? null;
}
