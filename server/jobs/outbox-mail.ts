import { OUTBOX_CHANNEL } from "#db/repositories/outbox.ts";
import { smtpTransport } from "#integrations/mail/sender.ts";
import { sendOutboxMails } from "#workflows/mail/deliver-outbox.ts";
import { defineJob } from "./job.ts";

/**
 * Delivers outbox mails through SMTP_URL. A new message wakes it at once (NOTIFY on commit); the minute's run picks up
 * anything a failed try left. Without SMTP_URL mails stay in the outbox, readable at /dev/outbox in development.
 */
export const outboxMailJob = defineJob({
  name: "outbox-mail",
  description: "Send outbox mails through SMTP",
  cron: "* * * * *",
  wakeOn: OUTBOX_CHANNEL,
  enabled: (env) => env.SMTP_URL !== "",
  retryLimit: 5,
  retryDelaySeconds: 30,
  run: async ({ db, env, log }) => {
    const transport = await smtpTransport(env.SMTP_URL);
    try {
      const warn = (obj: object, message: string) => log.warn(`${message} ${JSON.stringify(obj)}`);
      return { sent: await sendOutboxMails(db, transport, env.MAIL_FROM, { warn }) };
    } finally {
      transport.close?.();
    }
  },
});
