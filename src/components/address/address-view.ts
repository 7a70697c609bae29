// What an address form shows, read from the address form machine's snapshot: the cascade with the list loading or
// failed, and the server's refusal with its first message per field. One reading for the account and the checkout.
import type { SnapshotFrom } from "xstate";
import type { addressFormMachine, LocationList } from "#machines/address-form.machine.ts";
import type { CascadeView } from "./AddressForm.tsx";

const LOADING: Record<string, LocationList> = {
  loadingProvinces: "provinces", loadingDistricts: "districts", loadingSubDistricts: "subDistricts",
};

// One object per refusal: the form focuses the first refused field whenever this object changes.
const messagesOf = new WeakMap<object, Record<string, string>>();
function firstMessages(fields: Record<string, string[]>): Record<string, string> {
  let messages = messagesOf.get(fields);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (v[0] ? [[k, v[0]]] : [])));
    messagesOf.set(fields, messages);
  }
  return messages;
}

const NO_FIELDS: Record<string, string> = {};

export function addressFormView(snapshot: SnapshotFrom<typeof addressFormMachine>) {
  const { context } = snapshot;
  const editingState = typeof snapshot.value === "object" ? Object.values(snapshot.value)[0] : null;
  const cascade: CascadeView = {
    provinces: context.provinces, districts: context.districts, subDistricts: context.subDistricts,
    provinceId: context.provinceId, districtId: context.districtId, subDistrictId: context.subDistrictId,
    postalCode: context.postalCode,
    loading: (editingState && LOADING[editingState]) ?? null,
    failed: snapshot.matches({ editing: "loadFailed" }) ? (context.failure?.list ?? null) : null,
  };
  // A failed location list is the cascade's; anything else is the server refusing the address.
  const failure = context.failure && context.failure.list === null ? context.failure : null;
  const serverFields = failure?.fields ? firstMessages(failure.fields) : NO_FIELDS;
  return { cascade, failure, serverFields };
}
