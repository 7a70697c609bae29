import { resolve } from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { chakraSystemSteps } from "./scripts/vite-chakra-system-steps.ts";
import { lazyChakraGlobals } from "./scripts/vite-lazy-chakra-globals.ts";

const apiPort = Number(process.env.PORT ?? 3000);

/** node_modules packages the entry imports in full; not Chakra, whose lazily used parts must stay out. */
const FIRST_LOAD_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|xstate|@xstate|@lingui|wretch|superstruct|@emotion|stylis|use-sync-external-store)[\\/]/;

type ModuleInfo = { importedIds: readonly string[] } | null;

/**
 * Every module the browser entry imports statically, at any depth: the page cannot start without them, so they go
 * into one chunk (decision 0041). Computed once per build from rolldown's module graph.
 */
function firstLoadModules(getModuleInfo: (id: string) => ModuleInfo): Set<string> {
  const seen = new Set<string>();
  // Not main.tsx itself: its top-level await imports the page's chunk, which imports this chunk; in one chunk with
  // the entry, that page would wait for the entry and the entry for the page.
  const queue = [...getModuleInfo(resolve("src/main.tsx"))?.importedIds ?? []];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    if (id.includes("node_modules") && !FIRST_LOAD_LIBRARIES.test(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
let firstLoad: Set<string> | undefined;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] }), lazyChakraGlobals(),
    chakraSystemSteps()],
  // The server's render bundles its libraries built for production, whatever NODE_ENV the shop runs with: React's
  // development build renders several times slower and holds more memory (decision 0141).
  ...(isSsrBuild ? {
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    ssr: { noExternal: true },
  } : {}),
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${apiPort}`, "/media": `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    // first-load is one chunk on purpose (decision 0041): ~670 kB minified, ~210 kB gzip; bench:bundle tracks it.
    chunkSizeWarningLimit: 800,
    // The server's render (`vite build --ssr src/entry-server.tsx --outDir dist-ssr`) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        // What every page needs before its first paint, in one chunk (decision 0041): rolldown otherwise splits
        // modules the entry shares with lazy pages into many small chunks (rolldown issue #10731); each file then
        // compresses on its own and costs a request. Modules only some pages import stay in their pages' chunks.
        codeSplitting: isSsrBuild ? undefined : {
          groups: [{
            name: (id, ctx) =>
              (firstLoad ??= firstLoadModules((m) => ctx.getModuleInfo(m))).has(id) ? "first-load" : null,
            debugName: "first-load",
            priority: 10,
          }],
        },
      },
    },
  },
}));
