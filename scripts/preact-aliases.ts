// React's module names mapped to Preact's compatibility layer (decision 0170): one list for the client build, the
// server's render and the tests, so all three run the same renderer.
import { resolve } from "node:path";

const exact = (name: string) => new RegExp(`^${name.replaceAll("/", "\\/")}$`);

/** Vite/Vitest `resolve.alias` entries, most specific first. */
export const preactAliases = [
  { find: exact("react-dom/test-utils"), replacement: "preact/test-utils" },
  { find: exact("react-dom/client"), replacement: "preact/compat/client" },
  { find: exact("react-dom/server"), replacement: "preact/compat/server" },
  { find: exact("react-dom"), replacement: "preact/compat" },
  { find: exact("react/jsx-runtime"), replacement: "preact/compat/jsx-runtime" },
  { find: exact("react/jsx-dev-runtime"), replacement: "preact/compat/jsx-dev-runtime" },
  { find: exact("react"), replacement: "preact/compat" },
  // React's CommonJS shims: Preact's compat layer has the hook itself; the selector variant is an ES port.
  { find: exact("use-sync-external-store/shim/with-selector"),
    replacement: resolve(import.meta.dirname, "../src/lib/use-sync-external-store-with-selector.ts") },
  { find: exact("use-sync-external-store/shim"), replacement: "preact/compat" },
];
