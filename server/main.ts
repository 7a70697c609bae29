import closeWithGrace from "close-with-grace";
import { buildApp, createServer, DEFAULT_CLIENT_DIR } from "./app.ts";
import { buildClient, clientBuildReason } from "./client-build.ts";
import type { DbHandle } from "#db/database.ts";
import { DataDirBusyError } from "#db/embedded/lock.ts";
import { openDatabase } from "#db/open.ts";
import { seedForStart } from "#seed/index.ts";
import { checkProduction, EnvError, loadDotEnv, readEnv, type Env } from "./env.ts";

function loadEnv(): Env {
  try {
    loadDotEnv(".env");
    const env = readEnv();
    checkProduction(env);
    return env;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const env = loadEnv();
const server = createServer(env);

// 1. The database first, so a second shop on the same data dir is refused at once: the embedded PostgreSQL under
// DATA_DIR (or DATABASE_URL), migrated, and seeded on first start.
let db: DbHandle;
try {
  db = await openDatabase(env, server.log);
  await seedForStart(db.db, env.NODE_ENV === "production", server.log);
} catch (error) {
  if (error instanceof DataDirBusyError) server.log.fatal(error.message);
  else server.log.fatal({ err: error }, "The database could not be opened");
  process.exit(1);
}

// 2. The browser app: built when missing or older than its sources, so `npm start` always serves the current shop.
const reason = env.SKIP_CLIENT_BUILD ? undefined : await clientBuildReason(DEFAULT_CLIENT_DIR);
if (reason) {
  server.log.info(`Building the browser app (${reason})…`);
  const started = performance.now();
  try {
    await buildClient();
    server.log.info(`Browser app built in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    // Keep serving the API; the shell pages then explain that the build is missing.
    server.log.error({ err: error }, "Building the browser app failed");
  }
}

await buildApp({ env, db, workJobs: true }, server);

// Ctrl-C or a TERM reaches npm and the shop alike, and npm relays it to the shop as well: the same signal again within
// RELAY_MS is that relay, not a shopper insisting; a later one stops the shop at once (close-with-grace's errors stay).
const RELAY_MS = 2000;
let stopping: { signal: NodeJS.Signals; at: number } | undefined;
const grace = closeWithGrace({ delay: 10_000, logger: server.log, skip: ["SIGINT", "SIGTERM"] }, async ({ err }) => {
  if (err) server.log.error({ err }, "Shutting down after an error");
  else server.log.info(`Shutting down (${stopping?.signal ?? "manual"})`);
  await server.close();
  await db.close();
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (!stopping) {
      stopping = { signal, at: Date.now() };
      void grace.close();
    } else if (signal !== stopping.signal || Date.now() - stopping.at > RELAY_MS) {
      server.log.error(`second ${signal}, exiting`);
      process.exit(1);
    }
  });
}

await server.listen({ port: env.PORT, host: env.HOST });
