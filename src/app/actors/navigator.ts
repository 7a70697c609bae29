import { localeOfPath } from "#lib/locale-path.ts";

/**
 * What the machines' navigation effects need from the browser history: where the shopper is and how to move. The
 * app's history (src/start.tsx) and a test's memory history both fit.
 */
export interface Navigator {
  location: { pathname: string; search: string; hash: string };
  push: (to: string) => void;
  replace: (to: string) => void;
}

/** Home in the prefix style the shopper is using: "/" stays "/", "/th/..." goes to "/th". */
export function homeOf(pathname: string): string {
  const prefix = localeOfPath(pathname);
  return prefix ? `/${prefix}` : "/";
}
