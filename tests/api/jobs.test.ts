// The job queue on the shop's own database: two shop processes working the same queue run each job once, and a job
// that keeps failing is retried, then left failed where support can see it.
import { sql } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DbHandle } from "#db/database.ts";
import { defineJob } from "#jobs/job.ts";
import { startJobs, type JobRunner } from "#jobs/runner.ts";
import { seededDatabase, testEnv } from "./harness.ts";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
let db: DbHandle;
let runners: JobRunner[] = [];

beforeAll(async () => {
  db = await seededDatabase();
  await db.db.execute(sql`CREATE TABLE job_runs (job text, key text, at timestamptz DEFAULT now())`);
});
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await db.close();
});

const recordJob = defineJob<{ key: string }>({
  name: "test-record", description: "records that it ran", retryLimit: 0, retryDelaySeconds: 1,
  run: async ({ db: database }, { key }) => {
    await database.execute(sql`INSERT INTO job_runs (job, key) VALUES ('record', ${key})`);
    return { key };
  },
});

const failingJob = defineJob({
  name: "test-failing", description: "always fails", retryLimit: 2, retryDelaySeconds: 1,
  run: async ({ db: database }) => {
    await database.execute(sql`INSERT INTO job_runs (job, key) VALUES ('failing', 'x')`);
    throw new Error("the provider is down");
  },
});

const runs = async (job: string) =>
  (await queryRows<{ n: number }>(db.db, sql`SELECT count(*)::int AS n FROM job_runs WHERE job = ${job}`))[0]?.n ?? 0;

async function until(check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("timed out");
}

describe("job queue", () => {
  it("two working processes run each queued job exactly once", async () => {
    const start = () => startJobs({
      connection: db.connection, db: db.db, log: quiet, env: testEnv(), jobs: [recordJob, failingJob], work: true,
      pollSeconds: 0.5,
    });
    runners = [await start(), await start()];
    const keys = Array.from({ length: 20 }, (_, i) => `k${i}`);
    await Promise.all(keys.map((key, i) => runners[i % 2]?.send("test-record", { key })));
    await until(async () => (await runs("record")) >= keys.length);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // room for a duplicate to show up
    const perKey = await queryRows<{ key: string; n: number }>(db.db, sql`
      SELECT key, count(*)::int AS n FROM job_runs WHERE job = 'record' GROUP BY key ORDER BY key`);
    expect(perKey).toHaveLength(keys.length);
    expect(perKey.every((row) => row.n === 1)).toBe(true);
  }, 60_000);

  it("a failing job is tried 1 + retryLimit times, then stays failed with its error", async () => {
    const id = await runners[0]?.send("test-failing", {});
    await until(async () => (await runs("failing")) >= 3);
    const boss = new PgBoss({ ...db.connection, schema: "pgboss", supervise: false, schedule: false });
    await boss.start();
    try {
      await until(async () => (await boss.getJobById("test-failing", id ?? ""))?.state === "failed");
      const job = await boss.getJobById<object>("test-failing", id ?? "");
      expect(job?.retryCount).toBe(2);
      expect(JSON.stringify(job?.output)).toContain("the provider is down");
    } finally {
      await boss.stop({ graceful: false });
    }
    expect(await runs("failing")).toBe(3);
  }, 60_000);
});
