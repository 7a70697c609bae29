import { defineConfig } from "@lingui/cli";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "th"],
  catalogs: [{ path: "<rootDir>/locales/{locale}/messages", include: ["src", "machines"] }],
});
