// PostgreSQL refuses to run as root. A shop started as root runs its database server as the system user `postgres`,
// created when missing (as Debian's package does); any other user runs it as itself.
import { execFile, spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { promisify } from "node:util";

export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

const exec = promisify(execFile);
const NAME = "postgres";

async function lookup(): Promise<ServerUser | null> {
  try {
    const [uid, gid] = await Promise.all([exec("id", ["-u", NAME]), exec("id", ["-g", NAME])]);
    return { name: NAME, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

/** The first folder on the way to `path` that `user` may not enter, if any. */
function blockedFolder(path: string, user: ServerUser): string | null {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    if (existsSync(dir)) {
      const { mode, uid, gid } = statSync(dir);
      const bit = uid === user.uid ? 0o100 : gid === user.gid ? 0o010 : 0o001;
      if ((mode & bit) === 0) return dir;
    }
    if (dirname(dir) === dir) return null;
  }
}

/** Null when this process is not root; else the user the server runs as, checked to reach `paths`. */
export async function serverUser(paths: string[]): Promise<ServerUser | null> {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  let user = await lookup();
  if (!user) {
    await exec("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", NAME])
      .catch((error: Error) => {
        throw new Error(`The shop runs as root, so its database needs a '${NAME}' system user: ${error.message}`);
      });
    user = await lookup();
    if (!user) throw new Error(`The '${NAME}' system user could not be created`);
  }
  for (const path of paths) {
    const blocked = blockedFolder(path, user);
    if (blocked) {
      throw new Error(
        `The shop runs as root, so its embedded database runs as the '${NAME}' user, which cannot enter ${blocked} ` +
        `(on the way to ${path}). Run the shop as a normal user, give that folder o+x, or set DATABASE_URL.`,
      );
    }
  }
  return user;
}

/** Runs a tool as `user` (or as this process) and rejects with its output when it fails. */
export function runAs(user: ServerUser | null, command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, LC_MESSAGES: "C" },
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}):\n${output}`))));
  });
}
