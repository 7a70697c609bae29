// Secrets at rest: a reset link or phone code stays readable in the outbox only until it is delivered;
// then the row keeps who, what subject and when, but no text. Undelivered messages stay readable at /dev/outbox.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/database.ts";
import type { MailTransport } from "#integrations/mail/sender.ts";
import { sendOutboxMails } from "#workflows/mail/deliver-outbox.ts";
import { api, outboxFor, resetLinkFor, STRONG } from "./auth-helpers.ts";
import { startApp, type TestApp } from "./harness.ts";
import { createTestMember } from "./members.ts";
import { as } from "./user-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

/** Outbox rows whose any column, as text, contains the secret. */
async function rowsHolding(secret: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db.db, sql`
    SELECT count(*)::int AS n FROM outbox o WHERE strpos(o::text, ${secret}) > 0`);
  return Number(row?.n);
}

/** A transport that keeps what it was given (the SMTP path itself is covered by auth-mail.test.ts). */
function mailbox(fail = false): MailTransport & { sent: { to: string; text: string }[] } {
  const sent: { to: string; text: string }[] = [];
  return {
    sent,
    sendMail: async (mail) => {
      if (fail) throw new Error("421 try again later");
      sent.push({ to: mail.to, text: mail.text });
    },
  };
}

describe("reset links in the outbox", () => {
  it("are readable until delivered, then gone from the table while the delivered link still works", async () => {
    const m = await createTestMember(t.app);
    expect((await api(t, "POST", "/api/auth/reset-password/request", { body: { email: m.email } })).status).toBe(200);
    const link = await resetLinkFor(t, m.email); // undelivered: the development outbox shows it
    const token = link.searchParams.get("token") ?? "";
    expect(await rowsHolding(token)).toBe(1);

    const transport = mailbox();
    await sendOutboxMails(t.db.db, transport, "shop@skinstate.test");
    expect(transport.sent.find((mail) => mail.to === m.email)?.text).toContain(token);
    expect(await rowsHolding(token)).toBe(0);
    const [row] = await outboxFor(t, m.email);
    expect(row).toMatchObject({ subject: "Reset your SkinState password", body: "" });
    expect((row as { sent_at?: string | null }).sent_at).not.toBeNull();
    const page = await t.app.inject({ method: "GET", url: `/dev/outbox?to=${encodeURIComponent(m.email)}` });
    expect(page.body).toContain("Delivered: the text is not kept.");
    expect(page.body).not.toContain(token);

    const reset = await api(t, "POST", "/api/auth/reset-password/reset", {
      body: { email: m.email, token, password: STRONG, password_confirmation: STRONG },
    });
    expect(reset.status).toBe(200);
  });

  it("keep their text when delivery fails, and lose it when the next attempt delivers", async () => {
    const m = await createTestMember(t.app);
    await api(t, "POST", "/api/auth/reset-password/request", { body: { email: m.email } });
    const token = (await resetLinkFor(t, m.email)).searchParams.get("token") ?? "";
    await sendOutboxMails(t.db.db, mailbox(true), "shop@skinstate.test");
    expect(await rowsHolding(token)).toBe(1);
    expect((await resetLinkFor(t, m.email)).searchParams.get("token")).toBe(token);
    const transport = mailbox();
    await sendOutboxMails(t.db.db, transport, "shop@skinstate.test");
    expect(transport.sent.some((mail) => mail.text.includes(token))).toBe(true);
    expect(await rowsHolding(token)).toBe(0);
  });
});

describe("phone codes in the outbox", () => {
  it("are readable until the member types the code back, then the SMS keeps no text", async () => {
    const m = await createTestMember(t.app);
    const phone = { phone: { country_code: "TH", number: "0891234567" } };
    expect((await as(t, m.auth, "POST", "/api/user/phone", phone)).status).toBe(200);
    expect((await as(t, m.auth, "POST", "/api/user/otp/phone/request", {})).status).toBe(200);
    const [sms] = await outboxFor(t, "+66891234567");
    const code = /\b(\d{6})\b/.exec(sms?.body ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect((await as(t, m.auth, "POST", "/api/user/otp/phone/verify", { code })).status).toBe(200);
    expect(await rowsHolding(code)).toBe(0);
    const [after] = await outboxFor(t, "+66891234567");
    expect(after).toMatchObject({ id: sms?.id, kind: "sms", body: "" });
  });

  it("stay readable while the code is still to be typed (a wrong code changes nothing there)", async () => {
    const m = await createTestMember(t.app);
    await as(t, m.auth, "POST", "/api/user/phone", { phone: { country_code: "TH", number: "0897654321" } });
    await as(t, m.auth, "POST", "/api/user/otp/phone/request", {});
    const [sms] = await outboxFor(t, "+66897654321");
    const code = /\b(\d{6})\b/.exec(sms?.body ?? "")?.[1] ?? "";
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect((await as(t, m.auth, "POST", "/api/user/otp/phone/verify", { code: wrong })).status).toBe(422);
    expect((await outboxFor(t, "+66897654321"))[0]?.body).toBe(sms?.body);
  });
});
