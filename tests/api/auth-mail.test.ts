// Outbox mails through SMTP: with SMTP_URL set, the reset mail is delivered by nodemailer and marked
// sent; without it mails stay in the outbox. A tiny in-test SMTP server receives the mail.
import { createServer, type Server } from "node:net";
import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { queryRows } from "#db/database.ts";
import { enqueue } from "#db/repositories/outbox.ts";
import { sendOutboxMails } from "#workflows/mail/deliver-outbox.ts";
import { api } from "./auth-helpers.ts";
import { seededDatabase, testEnv, type TestApp } from "./harness.ts";
import { createTestMember } from "./members.ts";

/** Just enough SMTP to accept mails: collects each message's recipients and data. */
function smtpServer(): Promise<{ server: Server; port: number; mails: { to: string[]; data: string }[] }> {
  const mails: { to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let to: string[] = [];
    let data: string | null = null;
    let buffer = "";
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data !== null) {
          if (line === ".") {
            mails.push({ to, data });
            data = null;
            to = [];
            socket.write("250 OK queued\r\n");
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250-test\r\n250 8BITMIME\r\n");
        else if (verb === "RCPT") { to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, "$1")); socket.write(
          "250 OK\r\n"); }
        else if (verb === "DATA") { data = ""; socket.write("354 go ahead\r\n"); }
        else if (verb === "QUIT") { socket.end("221 bye\r\n"); }
        else socket.write("250 OK\r\n");
      }
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    resolve({ server, port: typeof address === "object" && address ? address.port : 0, mails });
  }));
}

let smtp: Awaited<ReturnType<typeof smtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await smtpServer();
  const db = await seededDatabase();
  const app = await buildApp({
    env: testEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "SkinState <shop@skinstate.test>" }),
    db, clientDir: "/nonexistent", workJobs: { pollSeconds: 0.5 },
  });
  t = { app, db, close: async () => { await app.close(); await db.close(); } };
});
let appClosed = false;
afterAll(async () => {
  if (!appClosed) await t.app.close();
  await t.db.close();
  smtp.server.close();
});

const sentAt = async (to: string) =>
  queryRows<{ sent_at: Date | null; kind: string }>(t.db.db, sql`SELECT sent_at, kind FROM outbox WHERE "to" = ${to}`);

describe("SMTP sender", () => {
  it("delivers the reset mail through SMTP and marks it sent (the new message wakes the outbox job)", async () => {
    const m = await createTestMember(t.app);
    expect((await api(t, "POST", "/api/auth/reset-password/request", { body: { email: m.email } })).status).toBe(200);
    for (let i = 0; i < 100 && !smtp.mails.some((mail) => mail.to.includes(m.email)); i++) await new Promise((r) =>
      setTimeout(r, 100));
    const mail = smtp.mails.find((x) => x.to.includes(m.email));
    expect(mail?.data).toMatch(/Subject: Reset your SkinState password/);
    expect(mail?.data).toMatch(/From: SkinState <shop@skinstate\.test>/);
    for (let i = 0; i < 50 && (await sentAt(m.email))[0]?.sent_at == null; i++) await new Promise((r) =>
      setTimeout(r, 100));
    expect((await sentAt(m.email))[0]?.sent_at).not.toBeNull();
  });

  it("leaves SMS for the SMS gateway and releases a mail whose sending failed", async () => {
    // Stop the app's own job first, so only the runs below touch the outbox.
    await t.app.close();
    appClosed = true;
    await enqueue(t.db.db, { kind: "sms", to: "+66812345678", subject: "", body: "Your code is 123456" });
    await enqueue(t.db.db, { kind: "mail", to: "fails@example.com", subject: "s", body: "b" });
    const failing = { sendMail: async () => { throw new Error("451 try later"); } };
    await sendOutboxMails(t.db.db, failing, "x@example.com");
    expect((await sentAt("fails@example.com"))[0]?.sent_at).toBeNull();
    expect((await sentAt("+66812345678"))[0]?.sent_at).toBeNull();
    const transport = nodemailer.createTransport(`smtp://127.0.0.1:${smtp.port}`);
    try {
      expect(await sendOutboxMails(t.db.db, transport, "x@example.com")).toBeGreaterThanOrEqual(1);
    } finally {
      transport.close();
    }
    expect((await sentAt("fails@example.com"))[0]?.sent_at).not.toBeNull();
    expect((await sentAt("+66812345678"))[0]?.sent_at).toBeNull();
  });
});
