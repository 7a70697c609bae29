import { assign, fromPromise, setup } from "xstate";
import { errorCodeOf, type ErrorCode } from "#contract/errors.ts";
import type { Place, SubDistrict } from "#contract/general.ts";
import type { PhoneInput } from "#contract/phone.ts";
import type { Address, AddressInput, AddressKind, PlaceType } from "#contract/user.ts";
import { notProvided } from "./not-provided.ts";

/**
 * Spec §3 Address form and §2 My Shipping: the Thai cascade province -> district -> sub-district -> post code, then
 * saving. Every list comes from the general location calls in the shopper's language; changing a parent clears its
 * children; the post code is the chosen sub-district's. The rest of the form (names, phone, street, type of place,
 * default) is the template's; it arrives whole with `form.submit`.
 */

/** What the template collects besides the cascade. */
export interface AddressDraft {
  place_type: PlaceType;
  first_name: string;
  last_name: string;
  phone: PhoneInput;
  street_address: string;
  is_default: boolean;
}

export type AddressFormEvent =
  | { type: "province.select"; id: number }
  | { type: "district.select"; id: number }
  | { type: "subDistrict.select"; id: number }
  | { type: "locations.retry" }
  | { type: "form.submit"; draft: AddressDraft };

/** Which list failed to load, so `locations.retry` fetches that one again. */
export type LocationList = "provinces" | "districts" | "subDistricts";

export interface AddressFormFailure {
  code: ErrorCode;
  /** Set for a list that failed to load; null for a failed save. */
  list: LocationList | null;
  /** The server's field messages (already in the shopper's language) for a refused save. */
  fields: Record<string, string[]>;
}

export interface AddressFormContext {
  kind: AddressKind;
  /** The address being edited; null for a new one. */
  editingId: number | null;
  provinces: Place[];
  districts: Place[];
  subDistricts: SubDistrict[];
  provinceId: number | null;
  districtId: number | null;
  subDistrictId: number | null;
  postalCode: string;
  failure: AddressFormFailure | null;
  /** The server's answer once saved. */
  saved: Address | null;
}

export interface AddressFormInput {
  kind: AddressKind;
  /** Editing an address: its province, district and sub-district are chosen once their lists arrive. */
  address?: Address | null;
}

export interface SaveAddressInput {
  id: number | null;
  body: AddressInput;
}

function fieldsOf(error: unknown): Record<string, string[]> {
  if (error && typeof error === "object" && "errors" in error && error.errors && typeof error.errors === "object") {
    return error.errors as Record<string, string[]>;
  }
  return {};
}

/** The request body from the cascade and the template's draft. */
export function addressBody(context: AddressFormContext, draft: AddressDraft): AddressInput {
  return {
    kind: context.kind,
    ...draft,
    province_id: context.provinceId ?? 0,
    district_id: context.districtId ?? 0,
    sub_district_id: context.subDistrictId ?? 0,
    postal_code: context.postalCode,
  };
}

interface Rejection {
  event: { error: unknown };
}
const loadFailed = (list: LocationList) => ({
  target: "#addressForm.editing.loadFailed",
  actions: { type: "recordFailure", params: ({ event }: Rejection) => ({ error: event.error, list }) },
}) as const;

export const addressFormMachine = setup({
  types: {
    input: {} as AddressFormInput,
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    output: {} as Address,
  },
  actors: {
    loadProvinces: fromPromise<Place[], void>(notProvided("loadProvinces")),
    loadDistricts: fromPromise<Place[], { provinceId: number }>(notProvided("loadDistricts")),
    loadSubDistricts: fromPromise<SubDistrict[], { districtId: number }>(notProvided("loadSubDistricts")),
    saveAddress: fromPromise<Address, SaveAddressInput>(notProvided("saveAddress")),
  },
  actions: {
    chooseProvince: assign((_, params: { id: number }) => ({
      provinceId: params.id, districts: [], districtId: null, subDistricts: [], subDistrictId: null, postalCode: "",
      failure: null,
    })),
    chooseDistrict: assign((_, params: { id: number }) => ({
      districtId: params.id, subDistricts: [], subDistrictId: null, postalCode: "", failure: null,
    })),
    chooseSubDistrict: assign(({ context }, params: { id: number }) => ({
      subDistrictId: params.id,
      postalCode: context.subDistricts.find((s) => s.id === params.id)?.postal_code ?? "",
      failure: null,
    })),
    takeProvinces: assign({ provinces: (_, params: { list: Place[] }) => params.list, failure: null }),
    takeDistricts: assign({ districts: (_, params: { list: Place[] }) => params.list, failure: null }),
    takeSubDistricts: assign({ subDistricts: (_, params: { list: SubDistrict[] }) => params.list, failure: null }),
    /** A chosen child the new list does not hold (an edited address whose place changed) is cleared. */
    dropUnknownDistrict: assign({ districtId: null, subDistrictId: null, postalCode: "" }),
    dropUnknownSubDistrict: assign({ subDistrictId: null, postalCode: "" }),
    recordFailure: assign({
      failure: (_, params: { error: unknown; list: LocationList | null }) => ({
        code: errorCodeOf(params.error), list: params.list, fields: params.list ? {} : fieldsOf(params.error),
      }),
    }),
    clearFailure: assign({ failure: null }),
    takeSaved: assign({ saved: (_, params: { address: Address }) => params.address }),
  },
  guards: {
    isProvince: ({ context }, params: { id: number }) => context.provinces.some((p) => p.id === params.id),
    isDistrict: ({ context }, params: { id: number }) => context.districts.some((d) => d.id === params.id),
    isSubDistrict: ({ context }, params: { id: number }) => context.subDistricts.some((s) => s.id === params.id),
    hasProvince: ({ context }) => context.provinceId !== null,
    hasListedDistrict: ({ context }, params: { list: Place[] }) => params.list.some((d) => d.id === context.districtId),
    hasListedSubDistrict: ({ context }, params: { list: SubDistrict[] }) =>
      params.list.some((s) => s.id === context.subDistrictId),
    isProvincesMissing: ({ context }) => context.failure?.list === "provinces",
    isDistrictsMissing: ({ context }) => context.failure?.list === "districts",
  },
}).createMachine({
  id: "addressForm",
  description: "Adding or editing one shipping or billing address: the Thai location cascade, then saving.",
  context: ({ input }) => ({
    kind: input.kind,
    editingId: input.address?.id ?? null,
    provinces: [],
    districts: [],
    subDistricts: [],
    provinceId: input.address?.province.id ?? null,
    districtId: input.address?.district.id ?? null,
    subDistrictId: input.address?.sub_district.id ?? null,
    postalCode: input.address?.postal_code ?? "",
    failure: null,
    saved: null,
  }),
  output: ({ context }) => context.saved as Address,
  initial: "editing",
  states: {
    editing: {
      description: "The form is open. A parent choice clears its children and loads the next list.",
      initial: "loadingProvinces",
      on: {
        "province.select": {
          guard: { type: "isProvince", params: ({ event }) => ({ id: event.id }) },
          target: ".loadingDistricts",
          description: "A listed province: district, sub-district and post code are cleared; its districts load.",
          actions: { type: "chooseProvince", params: ({ event }) => ({ id: event.id }) },
        },
        "district.select": {
          guard: { type: "isDistrict", params: ({ event }) => ({ id: event.id }) },
          target: ".loadingSubDistricts",
          description: "A listed district: sub-district and post code are cleared; its sub-districts load.",
          actions: { type: "chooseDistrict", params: ({ event }) => ({ id: event.id }) },
        },
        "subDistrict.select": {
          guard: { type: "isSubDistrict", params: ({ event }) => ({ id: event.id }) },
          target: ".complete",
          description: "A listed sub-district: the post code is filled from it.",
          actions: { type: "chooseSubDistrict", params: ({ event }) => ({ id: event.id }) },
        },
      },
      states: {
        loadingProvinces: {
          description: "Fetching the provinces (GET api/general/location/province/all).",
          invoke: {
            src: "loadProvinces",
            onDone: [
              {
                guard: "hasProvince",
                target: "loadingDistricts",
                description: "Editing an address: its province stays chosen and its districts load.",
                actions: { type: "takeProvinces", params: ({ event }) => ({ list: event.output }) },
              },
              { target: "choosingProvince", actions: { type: "takeProvinces",
                params: ({ event }) => ({ list: event.output }) } },
            ],
            onError: loadFailed("provinces"),
          },
        },
        choosingProvince: { description: "Provinces listed; nothing chosen yet." },
        loadingDistricts: {
          description: "Fetching the chosen province's districts (GET api/general/location/district/all).",
          invoke: {
            src: "loadDistricts",
            input: ({ context }) => ({ provinceId: context.provinceId ?? 0 }),
            onDone: [
              {
                guard: { type: "hasListedDistrict", params: ({ event }) => ({ list: event.output }) },
                target: "loadingSubDistricts",
                description: "Editing an address: its district is listed, so its sub-districts load.",
                actions: { type: "takeDistricts", params: ({ event }) => ({ list: event.output }) },
              },
              {
                target: "choosingDistrict",
                actions: [
                  { type: "takeDistricts", params: ({ event }) => ({ list: event.output }) },
                  "dropUnknownDistrict",
                ],
              },
            ],
            onError: loadFailed("districts"),
          },
        },
        choosingDistrict: { description: "Province chosen, its districts listed; no district yet." },
        loadingSubDistricts: {
          description:
            "Fetching the chosen district's sub-districts with their post codes (GET "
              + "api/general/location/sub-district/all).",
          invoke: {
            src: "loadSubDistricts",
            input: ({ context }) => ({ districtId: context.districtId ?? 0 }),
            onDone: [
              {
                guard: { type: "hasListedSubDistrict", params: ({ event }) => ({ list: event.output }) },
                target: "complete",
                description: "Editing an address: its sub-district is listed; the form is complete.",
                actions: { type: "takeSubDistricts", params: ({ event }) => ({ list: event.output }) },
              },
              {
                target: "choosingSubDistrict",
                actions: [
                  { type: "takeSubDistricts", params: ({ event }) => ({ list: event.output }) },
                  "dropUnknownSubDistrict",
                ],
              },
            ],
            onError: loadFailed("subDistricts"),
          },
        },
        choosingSubDistrict: { description: "District chosen, its sub-districts listed; no sub-district yet." },
        complete: {
          description: "Province, district and sub-district chosen; the post code is filled. The form can be saved.",
          on: {
            "form.submit": { target: "#addressForm.saving", actions: "clearFailure" },
          },
        },
        loadFailed: {
          description: "A location list did not load (failure.code says why); the shopper can try again.",
          on: {
            "locations.retry": [
              { guard: "isProvincesMissing", target: "loadingProvinces" },
              { guard: "isDistrictsMissing", target: "loadingDistricts" },
              { target: "loadingSubDistricts" },
            ],
          },
        },
      },
    },
    saving: {
      description: "Sending the address (POST api/user/address, or PATCH api/user/address/{id} when editing).",
      invoke: {
        src: "saveAddress",
        input: ({ context, event }) => ({
          id: context.editingId,
          body: addressBody(context, (event as Extract<AddressFormEvent, { type: "form.submit" }>).draft),
        }),
        onDone: { target: "saved", actions: { type: "takeSaved", params: ({ event }) => ({ address: event.output }) } },
        onError: {
          target: "#addressForm.editing.complete",
          description:
            "Refused or failed: the form stays filled, with the server's reason (per field when it gave one).",
          actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error, list: null }) },
        },
      },
    },
    saved: {
      type: "final",
      description: "The address is saved; the list reloads and the form closes.",
    },
  },
});
