// Browser tests against the shop exactly as a newcomer runs it: `npm start` on a fresh data dir (the first start
// builds dist/ when it is missing or stale and seeds the demo catalog). Chromium comes from Debian
// (/usr/bin/chromium), never a Playwright download; Thai glyphs need the fonts-thai-tlwg package.
import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, chromiumArgs } from "./scripts/chromium-flags.ts";

// E2E_PORT lets two checkouts of the repository run their browser suites side by side.
const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: "tests/e2e",
  // Two cores: one worker per core; the server and the browsers share them.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Generous waits: a busy two-core box runs a step several times slower than a quiet one, and speed is the
  // benchmarks' business (bench/), not the browser tests'.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: ci ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    locale: "en-US",
    headless: true,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Playwright adds these features to its own --disable-features list.
      args: chromiumArgs(),
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: /\.phone\.spec\.ts$/,
      use: { browserName: "chromium", viewport: { width: 1440, height: 900 } },
    },
    {
      name: "phone",
      testMatch: /\.phone\.spec\.ts$/,
      use: { browserName: "chromium", viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // A fresh data dir every run, so the tests see what a newcomer sees after `npm ci && npm start`.
    // DATABASE_URL is cleared so the shop runs on its embedded PostgreSQL even when the shell points at another one.
    command: "node scripts/fresh-data-dir.ts .data-e2e && npm start",
    env: { DATA_DIR: ".data-e2e", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: "" },
    url: `${baseURL}/api/general/sitewide`,
    timeout: 180_000,
    reuseExistingServer: !ci,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
