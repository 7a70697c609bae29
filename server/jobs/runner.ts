// Starts pg-boss on the shop's database and works the shop's jobs. pg-boss keeps jobs, schedules and retries in
// PostgreSQL (schema `pgboss`), so any number of shop processes share one schedule and each job runs once.
import { PgBoss, type Clock } from "pg-boss";
import type pg from "pg";
import type { Database } from "#db/database.ts";
import { Notifications } from "#db/notifications.ts";
import type { Env } from "#server/env.ts";
import type { PaymentProvider } from "#integrations/payments/provider.ts";
import type { JobDefinition, JobLog } from "./job.ts";

export interface JobRunner {
  /** Queues a run of a job now (or after `startAfter`); a `singletonKey` keeps one queued run per key. */
  send(name: string, data?: object, options?: { startAfter?: Date; singletonKey?: string }): Promise<string | null>;
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  connection: pg.PoolConfig;
  db: Database;
  log: JobLog;
  env: Env;
  jobs: readonly JobDefinition[];
  /** The payment provider, read when a job runs (the app decorates it after the runner starts). */
  payments?: () => PaymentProvider;
  /** Work the queues and keep the schedules (a shop process); false only queues (tests drive jobs by hand). */
  work: boolean;
  clock?: Clock;
  /** How often an idle worker asks for new jobs (seconds; default 5). */
  pollSeconds?: number;
  /** The process's LISTEN connection (the app's); without it the runner opens its own for the wake-up channels. */
  notifications?: Notifications;
}

export async function startJobs(options: JobRunnerOptions): Promise<JobRunner> {
  const { connection, db, log, env, work } = options;
  const jobs = options.jobs.filter((job) => job.enabled?.(env) ?? true);
  // Queues whose jobs run at once are woken by pg-boss's own LISTEN connection (decision 0185).
  const listen = work && jobs.some((job) => job.atOnce);
  const boss = new PgBoss({
    ...connection, schema: "pgboss", max: 3, application_name: "skinstate-jobs", useListenNotify: listen,
    schedule: work, supervise: work, ...(options.clock ? { clock: options.clock } : {}),
  });
  const pollSeconds = options.pollSeconds ?? 5;
  boss.on("error", (error: Error) => log.error(`Job queue: ${error.message}`));
  await boss.start();
  const channels = new Map<string, string[]>();
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      // A scheduled job never runs twice at once, even when a run outlasts its tick; one woken by NOTIFY keeps at
      // most one run waiting, however many wake-ups arrive.
      policy: job.wakeOn ? "stately" : job.cron ? "singleton" : "standard",
      retryLimit: job.retryLimit, retryDelay: job.retryDelaySeconds, retryBackoff: true, notify: Boolean(job.atOnce),
    });
    // A queue made by an earlier version keeps its options: switch NOTIFY on for it too.
    if (job.atOnce) await boss.updateQueue(job.name, { notify: true });
    if (!work) continue;
    if (job.cron) await boss.schedule(job.name, job.cron, null, { tz: "UTC" });
    if (job.wakeOn) channels.set(job.wakeOn, [...(channels.get(job.wakeOn) ?? []), job.name]);
    // Polling stays the floor for retries (their back-off ends without a NOTIFY) and for a lost LISTEN connection.
    const polling = { pollingIntervalSeconds: pollSeconds, notifyPollingIntervalSeconds: pollSeconds };
    const run = async (data: object) => {
      const now = new Date(options.clock ? options.clock.now() : Date.now());
      const payments = options.payments?.();
      const context = { db, log, env, now, ...(payments ? { payments } : {}) };
      const summary = await job.run(context, data);
      log.info(`Job ${job.name} done: ${JSON.stringify(summary)}`);
      return summary;
    };
    if (!job.atOnce) {
      await boss.work(job.name, polling, async ([entry]) => run((entry?.data ?? {}) as object));
      continue;
    }
    // Up to `concurrency` jobs side by side, each settled on its own; while fetches come back full the worker fetches
    // again at once instead of waiting for its next poll (decision 0185).
    const batch = { batchSize: job.atOnce.concurrency, burstWhenBatchFull: true, perJobResults: true } as const;
    await boss.work(job.name, { ...polling, ...batch }, async (entries) => Promise.all(entries.map(async (entry) => {
      try {
        return { id: entry.id, status: "completed" as const, output: await run((entry.data ?? {}) as object) };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn(`Job ${job.name} failed: ${message}`);
        return { id: entry.id, status: "failed" as const, output: { message } };
      }
    })));
  }
  const wake = (name: string) => {
    boss.send(name, {}).catch((error: Error) => log.warn(`Job ${name} could not be woken: ${error.message}`));
  };
  // Each wake-up on a channel queues one run of its jobs, whichever process committed the NOTIFY.
  const own = channels.size && !options.notifications ? new Notifications(connection, log) : undefined;
  const notifications = options.notifications ?? own;
  for (const [channel, names] of channels) notifications?.on(channel, () => names.forEach(wake));
  await own?.start();
  return {
    send: (name, data = {}, sendOptions = {}) => boss.send(name, data, sendOptions),
    stop: async () => {
      await own?.stop();
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
