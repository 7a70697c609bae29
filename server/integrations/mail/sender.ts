import { and, asc, eq, isNull, sql } from "drizzle-orm";
import fp from "fastify-plugin";
import nodemailer from "nodemailer";
import type { Database } from "../../db/database.ts";
import { outbox } from "../../db/schema/index.ts";

/** The part of a nodemailer transport the sender uses (a fake in tests). */
export type MailTransport = {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
  close?(): void;
};

/**
 * Sends unsent outbox mails through the transport, oldest first, and marks each sent. A row is claimed (sent_at set)
 * before sending, so two server processes never send the same mail; a failed send releases it for the next run.
 * SMS rows are left for an SMS gateway. Answers how many mails went out.
 */
export async function sendOutboxMails(
  db: Database, transport: MailTransport, from: string, log?: { warn: (obj: object, msg: string) => void }, limit = 50,
): Promise<number> {
  const rows = await db.select().from(outbox)
    .where(and(isNull(outbox.sentAt), eq(outbox.kind, "mail"))).orderBy(asc(outbox.id)).limit(limit);
  let sent = 0;
  for (const row of rows) {
    const [claimed] = await db.update(outbox).set({ sentAt: sql`now()` })
      .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt))).returning({ id: outbox.id });
    if (!claimed) continue;
    try {
      await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.body });
      sent++;
    } catch (err) {
      log?.warn({ err, outboxId: row.id }, "mail: sending failed; will retry");
      await db.update(outbox).set({ sentAt: null }).where(eq(outbox.id, row.id));
    }
  }
  return sent;
}

export type MailEnv = { SMTP_URL: string; MAIL_FROM: string };

/**
 * With SMTP_URL set, a job sends outbox mails every 2 seconds through nodemailer. Without it (the offline default)
 * mails stay in the outbox, readable at /dev/outbox in development.
 */
export default fp<{ env: MailEnv; intervalMs?: number }>(async (app, opts) => {
  if (!opts.env.SMTP_URL) return;
  const transport = nodemailer.createTransport(opts.env.SMTP_URL);
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= sendOutboxMails(app.db, transport, opts.env.MAIL_FROM, app.log)
      .catch((err: unknown) => app.log.warn({ err }, "mail: outbox run failed"))
      .finally(() => { running = undefined; });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(tick, opts.intervalMs ?? 2_000);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    await running;
    transport.close();
  });
}, { name: "mail", dependencies: ["db"] });
