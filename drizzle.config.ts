import { defineConfig } from "drizzle-kit";

// One set of migrations for PGlite and PostgreSQL: `npm run db:generate` after a schema change, then commit them.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
});
