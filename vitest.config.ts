import { resolve } from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { preactAliases } from "./scripts/preact-aliases.ts";

const browserPlugins = [react({ refreshExclude: /./ }), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })];

/**
 * The browser tests render with Preact, as the shop does (decision 0170). Libraries that import React are bundled by
 * Vite (inlined), so the aliases reach them; Testing Library and react-router-dom on their ES-module builds, whose
 * imports an alias can rewrite (their CommonJS `require("react")` would load React itself).
 */
const ESM = {
  testingLibrary: "node_modules/@testing-library/react/dist/@testing-library/react.esm.js",
  routerDom: "node_modules/react-router-dom/dist/index.mjs",
};
const preactResolve = {
  alias: [
    ...preactAliases,
    { find: /^@testing-library\/react$/,
      replacement: resolve(import.meta.dirname, ESM.testingLibrary) },
    { find: /^react-router-dom$/, replacement: resolve(import.meta.dirname, ESM.routerDom) },
  ],
  conditions: ["module", "browser", "development"],
};
const preactServer = {
  deps: { inline: [/@testing-library/, /react-router/, /@chakra-ui/, /@ark-ui/, /@zag-js/, /@emotion/, /@lingui/,
    /@xstate/, /use-sync-external-store/] },
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: browserPlugins,
        resolve: preactResolve,
        test: {
          name: "unit",
          server: preactServer,
          environment: "jsdom",
          include: ["contract/**/*.test.{ts,tsx}", "machines/**/*.test.ts", "src/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "server/domain/**/*.test.ts", "server/db/batched.test.ts", "server/seed/data/**/*.test.ts"],
          setupFiles: ["tests/setup/dom.ts"],
        },
      },
      {
        plugins: browserPlugins,
        resolve: preactResolve,
        test: {
          name: "model",
          server: preactServer,
          environment: "jsdom",
          include: ["tests/model/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/setup/dom.ts"],
          // Adds up the coverage every file recorded and writes docs/flows/coverage/ (decision 0096).
          globalSetup: ["tests/model/coverage-report.ts"],
        },
      },
      {
        test: {
          name: "api",
          environment: "node",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/setup/database.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file has a database of its own (tests/setup/database.ts), so files run side by side.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
