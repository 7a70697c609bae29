import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OrderDetails } from "#machines/checkout.machine.ts";
import type { PhoneCheck } from "#components/form/LazyPhoneField.tsx";
import type { ContactDraft, ContactErrors } from "../components/ContactFields.tsx";
import type { GuestAddressValue } from "./GuestAddresses.tsx";
import type { MemberAddressValue } from "./MemberAddresses.tsx";

export interface CheckoutErrors {
  contact?: ContactErrors;
  shipping?: string;
  billing?: string;
  policy?: string;
}

interface FormState {
  signedIn: boolean;
  contact: ContactDraft;
  phoneCheck: PhoneCheck["state"];
  guest: GuestAddressValue;
  member: MemberAddressValue;
  needsShipping: boolean;
  policy: boolean;
}

// A light check of the address part of an e-mail; the server's rule (contract Email) decides.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is missing or wrong before the order can be sent, in the shopper's language; empty when nothing is. */
export function validate(form: FormState, i18n: I18n): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!form.signedIn) {
    const contact: ContactErrors = {};
    const email = form.contact.email.trim();
    if (!email) contact.email = i18n._(msg`Please enter your e-mail.`);
    else if (!EMAIL.test(email)) contact.email = i18n._(msg`Please enter a valid e-mail address.`);
    if (!form.contact.first_name.trim()) contact.first_name = i18n._(msg`Please enter a first name.`);
    if (!form.contact.last_name.trim()) contact.last_name = i18n._(msg`Please enter a last name.`);
    if (form.phoneCheck === "empty") contact.phone = i18n._(msg`Please enter a phone number.`);
    else if (form.phoneCheck !== "valid") contact.phone = i18n._(msg`Please enter a valid phone number.`);
    if (Object.keys(contact).length > 0) errors.contact = contact;
  }
  const shippingChosen = form.signedIn ? form.member.shippingId !== null : form.guest.shipping !== null;
  if (form.needsShipping && !shippingChosen) errors.shipping = i18n._(msg`Please add a shipping address.`);
  const ownBilling = !form.needsShipping || (form.signedIn ? !form.member.billingSame : !form.guest.billingSame);
  const billingChosen = form.signedIn ? form.member.billingId !== null : form.guest.billing !== null;
  if (ownBilling && !billingChosen) errors.billing = i18n._(msg`Please add a billing address.`);
  if (!form.policy) errors.policy = i18n._(msg`Please accept the terms and the privacy policy to place your order.`);
  return errors;
}

/** The order's details as POST api/order/ takes them (the machine adds the cart and the agreed figures). */
export function detailsOf(form: Omit<FormState, "phoneCheck" | "policy"> & { note: string }): OrderDetails {
  const { signedIn, contact, guest, member, needsShipping } = form;
  const note = form.note.trim();
  const details: OrderDetails = { accept_policy: true, ...(note ? { note } : {}) };
  if (signedIn) {
    if (needsShipping && member.shippingId !== null) details.shipping_address = { address_id: member.shippingId };
    if ((!needsShipping || !member.billingSame) && member.billingId !== null) {
      details.billing_address = { address_id: member.billingId };
    }
    return details;
  }
  // superstruct's type for pick() of the refined AddressInput keeps every field; the runtime struct has these four.
  details.contact = {
    email: contact.email.trim(), first_name: contact.first_name.trim(), last_name: contact.last_name.trim(),
    phone: contact.phone,
  } as unknown as OrderDetails["contact"];
  if (needsShipping && guest.shipping) details.shipping_address = guest.shipping.input;
  if ((!needsShipping || !guest.billingSame) && guest.billing) details.billing_address = guest.billing.input;
  return details;
}
