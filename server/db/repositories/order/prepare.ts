import { sql } from "drizzle-orm";
import type { PlaceOrder } from "#contract/checkout.ts";
import { parsePhone } from "#contract/phone.ts";
import { queryRows, type Database } from "#db/database.ts";
import type { OrderAddressRecord } from "#db/schema/index.ts";
import { resolveAddress } from "./address.ts";
import { OrderProblem, type FieldProblems } from "./problem.ts";
import type { OrderDraft } from "./record.ts";

/** The checked contact and addresses of a placement. */
export type Ready = {
  contact: OrderDraft["contact"];
  shipping: OrderAddressRecord | null;
  /** undefined: the same as the shipping address. */
  billing: OrderAddressRecord | null | undefined;
};

/**
 * The contact and addresses of a placement request, checked before anything is locked: addresses through the
 * address book's cascade rules (or the member's own saved ones), phones with libphonenumber. A member who sends no
 * contact is reached at the account's e-mail, named and phoned as on the shipping address. Refusals are
 * OrderProblem("invalid") with a problem per field.
 */
export async function prepare(db: Database, body: PlaceOrder, memberId: number | null): Promise<Ready> {
  const fields: FieldProblems = {};
  const resolve = async (field: "shipping_address" | "billing_address") => {
    const choice = body[field];
    if (!choice) return undefined;
    const resolved = await resolveAddress(db, choice, memberId);
    if (resolved.ok) return resolved.record;
    for (const [name, problem] of Object.entries(resolved.errors)) fields[`${field}.${name}`] = problem;
    return undefined;
  };
  const shipping = (await resolve("shipping_address")) ?? null;
  const billing = await resolve("billing_address");
  let contact: OrderDraft["contact"] | undefined;
  const given = body.contact;
  if (given) {
    const phone = parsePhone(given.phone.number, given.phone.country_code);
    if (!phone) fields["contact.phone"] = "phone";
    contact = { email: given.email, firstName: given.first_name.trim(), lastName: given.last_name.trim(),
      phoneE164: phone?.e164 ?? null };
  } else if (memberId === null) {
    fields["contact"] = "contact_required";
  } else {
    type Member = { email: string; first_name: string; last_name: string; phone_e164: string | null };
    const [member] = await queryRows<Member>(db, sql`
      SELECT email, first_name, last_name, phone_e164 FROM members WHERE id = ${memberId}`);
    if (member) {
      contact = {
        email: member.email, firstName: shipping?.first_name ?? member.first_name,
        lastName: shipping?.last_name ?? member.last_name, phoneE164: shipping?.phone_e164 ?? member.phone_e164,
      };
    }
  }
  if (Object.keys(fields).length > 0 || !contact) throw new OrderProblem("invalid", { fields });
  return { contact, shipping, billing };
}
