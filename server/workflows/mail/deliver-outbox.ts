import type { Database } from "#db/database.ts";
import { claimForDelivery, releaseClaim, unsentMessages } from "#db/repositories/outbox.ts";
import type { MailTransport } from "#integrations/mail/sender.ts";

/**
 * Sends unsent outbox mails through the transport, oldest first. A row is claimed before sending (marked sent, its
 * text dropped: a delivered reset link is no longer readable in the database), so two server processes never send
 * the same mail; a failed send puts the text back for the next run. SMS rows are left for an SMS gateway. Answers how
 * many mails went out.
 */
export async function sendOutboxMails(
  db: Database, transport: MailTransport, from: string, log?: { warn: (obj: object, msg: string) => void }, limit = 50,
): Promise<number> {
  const rows = await unsentMessages(db, { kind: "mail", limit });
  let sent = 0;
  for (const row of rows) {
    if (!(await claimForDelivery(db, row.id))) continue;
    try {
      await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.body });
      sent++;
    } catch (err) {
      log?.warn({ err, outboxId: row.id }, "mail: sending failed; will retry");
      await releaseClaim(db, row.id, row.body);
    }
  }
  return sent;
}
