import { resolve } from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { messageParts } from "./scripts/vite-message-parts.ts";
import { precompress } from "./scripts/vite-precompress.ts";
import { preloadBootStages } from "./scripts/vite-preload-boot-stages.ts";

const apiPort = Number(process.env.PORT ?? 3000);

/** node_modules packages the entry imports in full; not Chakra, whose lazily used parts must stay out. */
const FIRST_LOAD_LIBRARIES =
  /node_modules[\\/](react-router|xstate|@xstate|@lingui|wretch|superstruct|@emotion|stylis|use-sync-external-store)[\\/]/;
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

type ModuleInfo = { importedIds: readonly string[] } | null;

/** src/main.tsx's start-up steps after React, each a chunk: its root module, or null for start.tsx's imports. */
const BOOT_STEPS = [
  ["i18n", "src/lib/i18n.ts"],
  ["machines", "machines/shop.machine.ts"],
  ["shop-logic", "src/app/actors/shop.ts"],
  ["theme", "src/components/theme/design.ts"],
  ["first-load", null],
] as const;

/**
 * The first load in six chunks, each the modules one step of src/main.tsx imports statically, at any depth, less
 * those of the steps before it: React, Lingui (the messages come in parts), the shop's machines, their actors and
 * API client, Chakra's styling system with the shop's theme, the rest of the shop (decisions 0041, 0173).
 * Computed once per build from rolldown's module graph.
 */
function bootStages(getModuleInfo: (id: string) => ModuleInfo): Map<string, string> {
  const stage = new Map<string, string>();
  // Not start.tsx itself: its top-level await imports the page's chunk, which imports first-load; in one chunk with
  // first-load, that page would wait for start.tsx and start.tsx for the page.
  for (const [name, root] of BOOT_STEPS) {
    const queue = root ? [resolve(root)] : [...(getModuleInfo(resolve("src/start.tsx"))?.importedIds ?? [])];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (stage.has(id) || REACT.test(id)) continue;
      if (id.includes("node_modules") && !FIRST_LOAD_LIBRARIES.test(id)) continue;
      stage.set(id, name);
      queue.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
  }
  return stage;
}
let stages: Map<string, string> | undefined;

/**
 * react-router's package exports only its development build, whose warnings are on (ENABLE_DEV_WARNINGS: route checks
 * and message strings on every render; remix-run/react-router#12532, #14102). The built shop uses the production
 * build the package ships beside it, the same code with the warnings off; `npm run dev` and the tests keep them.
 */
const PRODUCTION_ROUTER = [
  { find: /^react-router$/, replacement: resolve("node_modules/react-router/dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: resolve("node_modules/react-router/dist/production/dom-export.mjs") },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // JSX, and React Fast Refresh in `npm run dev`.
    react(),
    // Compiles the locales' .po catalogs on import; the babel preset compiles Lingui's t`…` and <Trans> macros.
    lingui(), babel({ presets: [linguiTransformerBabelPreset()] }),
    // One modulepreload per start-up chunk, so the first load downloads at once; writes page-scripts.json.
    preloadBootStages(),
    // Messages in parts per page and language: ~16 kB gzip less English on every first load (decision 0041).
    messageParts(),
    // Brotli and gzip files written once at build, sent as they are (React chunk 58 kB on the wire, not 68).
    precompress(),
  ],
  // The server's render bundles its libraries built for production, whatever NODE_ENV the shop runs with: React's
  // development build renders several times slower and holds more memory (decision 0141).
  ...(isSsrBuild ? {
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    ssr: { noExternal: true },
  } : {}),
  resolve: { alias: command === "build" ? PRODUCTION_ROUTER : [] },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${apiPort}`, "/media": `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    // The first load is six large chunks on purpose (decision 0041): ~670 kB minified, ~215 kB gzip in all;
    // bench:bundle tracks it.
    chunkSizeWarningLimit: 800,
    // The server's render (`vite build --ssr src/entry-server.tsx --outDir dist-ssr`) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        // What every page needs before its first paint, in six chunks (decision 0041): rolldown otherwise splits
        // modules the entry shares with lazy pages into many small chunks (rolldown issue #10731); each file then
        // compresses on its own and costs a request. Modules only some pages import stay in their pages' chunks.
        codeSplitting: isSsrBuild ? undefined : {
          groups: [
            { name: "react", test: REACT, priority: 30 },
            // What the entry itself uses (Vite's dynamic-import helper, nextTask): in first-load, the entry would
            // evaluate first-load at once, before the steps it is meant to wait for.
            { name: "boot", test: /vite\/preload-helper|src[\\/]lib[\\/]next-task\.ts$/, priority: 40 },
            // A group per step, so the machines' libraries (xstate, superstruct) go with the machines and Chakra's
            // styling system with the theme, not with the rest.
            ...BOOT_STEPS.map(([stage], index) => ({
              name: (id: string, ctx: { getModuleInfo: (id: string) => ModuleInfo }) =>
                (stages ??= bootStages((m) => ctx.getModuleInfo(m))).get(id) === stage ? stage : null,
              priority: 20 - index,
              debugName: stage,
            })),
          ],
        },
      },
    },
  },
}));
