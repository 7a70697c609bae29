/** The native argon2 addon, loaded with the first password a shop checks (a shop at rest never needs it). */
let argon2: Promise<typeof import("@node-rs/argon2")> | undefined;
const loadArgon2 = () => (argon2 ??= import("@node-rs/argon2"));

/**
 * argon2id with the OWASP minimum (m = 19 MiB, t = 2, p = 1): ~25 ms per hash on this hardware (stack-notes §5).
 * The PHC string keeps its parameters, so raising them later still verifies old hashes.
 */
// `algorithm: 2` is Algorithm.Argon2id (an ambient const enum that type stripping cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return (await loadArgon2()).hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed stored hash (never throws on bad input). */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await (await loadArgon2()).verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A fixed hash verified when the e-mail is unknown, so a login for a missing account takes as long as a wrong
 * password (no account enumeration by timing).
 */
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword("not-a-real-password-Aa1!");
  await verifyPassword(await dummy, password);
}
