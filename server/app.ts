import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { DbHandle } from "#db/database.ts";
import type { Env } from "./env.ts";
import { Notifications } from "#db/notifications.ts";
import { watchCatalog } from "#db/repositories/product/cache.ts";
import { JOBS } from "#jobs/registry.ts";
import { startJobs, type JobRunner } from "#jobs/runner.ts";
import clientPlugin from "#plugins/client.ts";
import dbPlugin from "#plugins/db.ts";
import errorsPlugin, { answerClientError, replyWithError } from "#plugins/errors.ts";
import inputGuardPlugin from "#plugins/input-guard.ts";
import memberPlugin from "#plugins/member.ts";
import rateLimitPlugin from "#plugins/rate-limit.ts";
import oauthPlugin from "#integrations/oauth/index.ts";
import paymentsPlugin from "#integrations/payments/index.ts";
import securityPlugin from "#plugins/security.ts";
import { routeCatalog } from "#plugins/validation.ts";
import authRoutes from "#routes/api/auth/index.ts";
import blogRoutes from "#routes/api/blog/index.ts";
import cartRoutes from "#routes/api/cart/index.ts";
import generalRoutes from "#routes/api/general/index.ts";
import orderRoutes from "#routes/api/order/index.ts";
import membershipRoutes from "#routes/api/membership/index.ts";
import productRoutes from "#routes/api/product/index.ts";
import userRoutes from "#routes/api/user/index.ts";
import crawlRoutes from "#routes/crawl/index.ts";
import webhookRoutes from "#routes/api/webhooks/index.ts";
import staffRoutes from "#routes/api/support/staff.ts";
import supportRoutes from "#routes/api/support/index.ts";
import devRoutes from "#routes/dev/index.ts";
import sandboxRoutes from "#routes/sandbox/index.ts";
import productImageRoutes from "#routes/media/product-image.ts";

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL("../dist", import.meta.url));

declare module "fastify" {
  interface FastifyInstance {
    /** The validated environment the app was built with (route plugins read their settings here). */
    env: Env;
    /** The job queue (pg-boss on the shop's database): routes queue background work through it. */
    jobs: JobRunner;
  }
}

export interface AppOptions {
  env: Env;
  /** An open, migrated and seeded database; the caller closes it after the app. */
  db: DbHandle;
  /** The Vite build output to serve; defaults to dist/ at the repository root. */
  clientDir?: string;
  /**
   * Work the job queues and keep their schedules (a shop process: main.ts). Off, jobs can still be queued, and
   * tests run a job's work by hand with the time they choose.
   */
  workJobs?: boolean | { pollSeconds: number };
}

/** The whole app as a plugin: error shape, security headers, database, API routes, media and the SPA. */
export const app = fp<AppOptions>(async (instance, opts) => {
  instance.decorate("env", opts.env);
  await instance.register(errorsPlugin);
  await instance.register(routeCatalog);
  await instance.register(inputGuardPlugin);
  await instance.register(securityPlugin, {
    production: opts.env.NODE_ENV === "production",
    omise: Boolean(opts.env.OMISE_PUBLIC_KEY && opts.env.OMISE_SECRET_KEY),
  });
  await instance.register(dbPlugin, { handle: opts.db });
  // The process's one LISTEN connection: other processes' catalog writes and new outbox messages (decision 0160).
  const notifications = new Notifications(opts.db.connection, instance.log);
  const unwatch = watchCatalog(opts.db.db, notifications);
  await notifications.start();
  const jobs = await startJobs({
    notifications,
    connection: opts.db.connection, db: opts.db.db, log: instance.log, env: opts.env, jobs: JOBS,
    payments: () => instance.payments,
    work: Boolean(opts.workJobs), ...(typeof opts.workJobs === "object" ? opts.workJobs : {}),
  });
  instance.decorate("jobs", jobs);
  instance.addHook("onClose", async () => {
    await jobs.stop();
    unwatch();
    await notifications.stop();
  });
  await instance.register(memberPlugin);
  await instance.register(rateLimitPlugin, { env: opts.env });
  await instance.register(oauthPlugin, { env: opts.env });
  await instance.register(paymentsPlugin, { env: opts.env });
  await instance.register(generalRoutes, { prefix: "/api/general" });
  await instance.register(blogRoutes, { prefix: "/api/blog" });
  await instance.register(productRoutes, { prefix: "/api/product" });
  await instance.register(cartRoutes, { prefix: "/api/cart" });
  await instance.register(authRoutes, { prefix: "/api/auth" });
  await instance.register(userRoutes, { prefix: "/api/user" });
  await instance.register(orderRoutes, { prefix: "/api/order" });
  await instance.register(membershipRoutes, { prefix: "/api/membership" });
  await instance.register(webhookRoutes, { prefix: "/api/webhooks" });
  await instance.register(staffRoutes, { prefix: "/api/staff" });
  await instance.register(supportRoutes, { prefix: "/api/support" });
  if (opts.env.NODE_ENV !== "production") await instance.register(devRoutes, { prefix: "/dev" });
  // The offline social-login provider: answers only for sandbox providers (none in production, see oauth/index.ts).
  await instance.register(sandboxRoutes, { prefix: "/sandbox" });
  await instance.register(productImageRoutes, { prefix: "/media" });
  await instance.register(crawlRoutes);
  await instance.register(clientPlugin, { clientDir: opts.clientDir ?? DEFAULT_CLIENT_DIR });
}, { name: "skinstate" });

/** The Fastify instance with its server-level options, before the app is registered (main.ts logs through it early). */
export function createServer(env: Env): FastifyInstance {
  return Fastify({
    logger: { level: env.LOG_LEVEL },
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Malformed URLs (bad %-encoding) go through the same JSON error shape, and so do the answers Node gives before
    // there is a request at all (431 headers too large, 400 unparsable request line, 408).
    frameworkErrors: replyWithError,
    clientErrorHandler: answerClientError,
  });
}

/** Creates the server and registers the app, ready for `inject()` (tests) or `listen()`. */
export async function buildApp(opts: AppOptions, instance: FastifyInstance = createServer(
  opts.env)): Promise<FastifyInstance> {
  await instance.register(app, opts);
  await instance.ready();
  return instance;
}
