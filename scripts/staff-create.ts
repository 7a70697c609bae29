// `npm run staff:create -- <email> "<name>"`: adds a support staff account (decision 0150). The password is read from
// STAFF_PASSWORD, else asked for on the terminal (never an argument: it would stay in the shell's history). Uses the
// shop's .env (DATABASE_URL, or the embedded database under DATA_DIR: stop the shop first, it holds that lock).
import { createInterface } from "node:readline/promises";
import { isEmail } from "#contract/auth.ts";
import { isStrongPassword } from "#contract/password.ts";
import { openDatabase } from "#db/open.ts";
import { createStaff } from "#workflows/support/staff.ts";
import { loadDotEnv, readEnv } from "#server/env.ts";

const [email, ...nameParts] = process.argv.slice(2);
const name = nameParts.join(" ").trim();
if (!email || !isEmail(email) || !name) {
  console.error('usage: npm run staff:create -- <email> "<name>"   (password from STAFF_PASSWORD or the prompt)');
  process.exit(2);
}
let password = process.env.STAFF_PASSWORD ?? "";
if (!password) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  password = await prompt.question("Password (8+ characters, 3 of upper, lower, digit, symbol): ");
  prompt.close();
}
if (!isStrongPassword(password)) {
  console.error("That password is too weak: 8 or more characters with three of upper, lower, digit and symbol.");
  process.exit(2);
}
loadDotEnv(".env");
const env = readEnv();
const log = { info: () => {}, warn: (message: string) => console.warn(message), error: console.error };
const db = await openDatabase(env, log as never);
try {
  const created = await createStaff(db.db, { email, name, password });
  console.log(created ? `Staff account ${email.toLowerCase()} created: sign in at /support.`
    : `${email.toLowerCase()} already has a staff account; nothing changed.`);
} finally {
  await db.close();
}
