// What a background job is (design brief, "Beyond one machine"): a named queue on PostgreSQL (pg-boss), optionally
// on a cron schedule, with retries. Every process may work the queue; pg-boss hands each job to exactly one of them.
import type { Database } from "#db/database.ts";
import type { Env } from "#server/env.ts";
import type { PaymentProvider } from "#integrations/payments/provider.ts";

export interface JobLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** What a job run gets: the database, a log, the time it runs at (tests pass their own) and the shop's settings. */
export interface JobContext {
  db: Database;
  log: JobLog;
  now: Date;
  env: Env;
  /** The shop's payment provider (jobs that talk to it: reconciliation); absent when a test runs a job without one. */
  payments?: PaymentProvider;
}

export interface JobDefinition<Data extends object = object> {
  /** The queue's name: kebab-case, stable (it is stored in the database). */
  name: string;
  /** One line for operators and the support console. */
  description: string;
  /** A five-field cron expression in UTC: one job per tick for the whole shop, however many processes run. */
  cron?: string;
  /** A NOTIFY channel that queues a run at once (at most one waiting), e.g. a new outbox message. */
  wakeOn?: string;
  /**
   * Run each job as soon as it is queued, `concurrency` at once in each process (decision 0185): the queue NOTIFYs
   * its workers instead of waiting for their next poll. Without it a process runs one job of the queue at a time.
   */
  atOnce?: { concurrency: number };
  /** Whether this shop runs the job at all (e.g. mail delivery needs SMTP_URL). Default: always. */
  enabled?: (env: Env) => boolean;
  /** Retries after the first try fails (with back-off); after the last one the job stays failed, for support to see. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Does the work; must be safe to run again (a retry or a second run changes nothing more). Returns a summary. */
  run(context: JobContext, data: Data): Promise<Record<string, unknown>>;
}

/** Declares a job with its data type checked at the definition. */
export const defineJob = <Data extends object>(job: JobDefinition<Data>): JobDefinition<Data> => job;
