import type { FastifyPluginAsync } from "fastify";
import { object, optional, size, string } from "superstruct";
import { DELIVERED_BODY, listOutbox } from "#db/repositories/outbox.ts";
import { validated } from "#plugins/validation.ts";
import { esc, linkify, page } from "./html.ts";
import flowRoutes from "./flows.ts";

const OutboxQuery = object({ to: optional(size(string(), 1, 254)) });

/**
 * E-mail addresses are stored lower-cased, phone numbers in E.164. An unencoded "+66…" in a query string arrives as
 * " 66…" (a plus is a space there), so a bare run of digits is read as an E.164 number.
 */
function normalizedTo(to: string | undefined): string | undefined {
  if (to === undefined) return undefined;
  if (to.includes("@")) return to.trim().toLowerCase();
  const digits = to.trim();
  return /^\d{6,15}$/.test(digits) ? `+${digits}` : digits;
}

/**
 * Development-only pages (the mail/SMS outbox). Registered only when NODE_ENV is not production. e2e tests read reset
 * links and OTP codes from /dev/outbox.json?to=<address or phone>. Without SMTP_URL nothing is delivered, so every
 * text stays readable here; a delivered message (SMTP, or an SMS whose code was typed back) keeps no text, and
 * `body` is then empty: read a delivered mail in the SMTP server's own inbox (docs/decisions/0085).
 */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(flowRoutes);
  app.get("/outbox.json", validated({ query: OutboxQuery }, async ({ query }) => {
    const to = normalizedTo(query.to);
    const rows = await listOutbox(app.db, to ? { to, limit: 200 } : { limit: 200 });
    return {
      data: rows.map((r) => ({
        id: r.id, kind: r.kind, to: r.to, subject: r.subject, body: r.body, created_at: r.createdAt.toISOString(),
        sent_at: r.sentAt ? r.sentAt.toISOString() : null,
      })),
    };
  }));

  app.get("/outbox", validated({ query: OutboxQuery }, async ({ query }, _req, reply) => {
    const to = normalizedTo(query.to);
    const rows = await listOutbox(app.db, to ? { to, limit: 200 } : { limit: 200 });
    const items = rows.map((r) => `<article>
  <div class="meta">#${r.id} · ${r.kind === "sms" ? "SMS" : "Mail"} · to \
<a href="?to=${encodeURIComponent(r.to)}">${esc(r.to)}</a>
    · ${esc(r.createdAt.toISOString())}${
  r.sentAt ? ` · sent ${esc(r.sentAt.toISOString())}` : " · not sent (outbox)"}</div>
  ${r.subject ? `<h2>${esc(r.subject)}</h2>` : ""}
  ${r.sentAt && r.body === DELIVERED_BODY
    ? `<p class="note">Delivered: the text is not kept.</p>`
    : `<pre>${linkify(r.body)}</pre>`}
</article>`).join("\n");
    const heading = to ? `Outbox for ${esc(to)} <a class="note" href="/dev/outbox">(show all)</a>` : "Outbox";
    const body = `<h1>${heading}</h1>
<p class="note">Mails and SMS the shop has sent, newest first (development only). JSON: \
<a href="/dev/outbox.json">/dev/outbox.json?to=</a></p>
${items || "<p>No messages yet.</p>"}`;
    return reply.type("text/html; charset=utf-8").send(page("Outbox", body));
  }));
};

export default routes;
