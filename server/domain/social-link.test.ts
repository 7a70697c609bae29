import { describe, expect, it } from "vitest";
import { socialSignIn } from "./social-link.ts";

const verified = { email: "nok@example.com", emailVerified: true };
const proven = { id: 7, emailVerifiedAt: new Date("2026-11-01T00:00:00Z") };
const unproven = { id: 7, emailVerifiedAt: null };

describe("socialSignIn", () => {
  it("signs a linked provider account in as its member, whatever the e-mails say", () => {
    expect(socialSignIn(3, verified, unproven)).toEqual({ kind: "linked", memberId: 3 });
    expect(socialSignIn(3, { email: null, emailVerified: false }, null)).toEqual({ kind: "linked", memberId: 3 });
  });

  it("creates a member when nobody has the verified e-mail", () => {
    expect(socialSignIn(null, verified, null)).toEqual({ kind: "create" });
  });

  it("links to a member who proved the mailbox", () => {
    expect(socialSignIn(null, verified, proven)).toEqual({ kind: "link", memberId: 7 });
  });

  it("refuses to link to a member who never proved the mailbox", () => {
    expect(socialSignIn(null, verified, unproven)).toEqual({ kind: "email_unproven", memberId: 7 });
  });

  it("needs a verified e-mail from the provider to create or link anything", () => {
    expect(socialSignIn(null, { email: null, emailVerified: false }, null)).toEqual({ kind: "email_missing" });
    expect(socialSignIn(null, { email: "", emailVerified: true }, null)).toEqual({ kind: "email_missing" });
    expect(socialSignIn(null, { email: "nok@example.com", emailVerified: false }, proven))
      .toEqual({ kind: "email_missing" });
  });
});
