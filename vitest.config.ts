import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";

const browserPlugins = [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: browserPlugins,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["contract/**/*.test.{ts,tsx}", "machines/**/*.test.ts", "src/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "server/domain/**/*.test.ts", "server/db/batched.test.ts", "server/seed/data/**/*.test.ts"],
          setupFiles: ["tests/setup/dom.ts"],
        },
      },
      {
        plugins: browserPlugins,
        test: {
          name: "model",
          environment: "jsdom",
          include: ["tests/model/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/setup/dom.ts"],
          // A path clicks through several pages, each rendered by React's development build (tests/setup/dom.ts).
          testTimeout: 20_000,
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
