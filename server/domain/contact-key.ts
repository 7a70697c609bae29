// How a guest is recognised for a once-per-person coupon (decision 0184): the e-mail as one mailbox, not as typed.

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an e-mail reaches: trimmed and lower-cased; a "+tag" dropped for every domain (an alias of the same
 * mailbox at Gmail, Outlook, iCloud and most hosts); and at Gmail the dots dropped and googlemail.com read as
 * gmail.com, since Gmail delivers "a.b@" and "ab@" to one inbox.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
