import { KeptSkinProfile, type QuizAnswers } from "#contract/skin-quiz.ts";
import { literal, object, type Infer } from "superstruct";
import { User } from "#contract/auth.ts";
import {
  Address, AddressListResponse, Points, type AddressInput, type ChangePassword, type CopyAddressInput,
  type UpdateProfile,
} from "#contract/user.ts";
import { deleteData, getData, patchData, postData, type CallOptions } from "./client.ts";

// Spec §7 User: every call is for the signed-in member (the client sends the bearer token). GET api/user/me lives
// with the session (src/api/auth.ts). Paths have no leading slash: the client's base is "/".

/** `{ data: { ok: true } }`'s inner part (contract/user.ts OkResponse). */
const Ok = object({ ok: literal(true) });
/** GET api/user/address's inner part: both lists, defaults first. */
const AddressLists = AddressListResponse.schema.data;
export type AddressLists = Infer<typeof AddressLists>;

/** POST api/user/ (edit profile) -> the updated member. */
export const updateProfile = (body: UpdateProfile, options?: CallOptions) => postData("api/user/", body, User, options);

/**
 * POST api/user/password. Members who only ever signed in through a provider (has_password false) have no current
 * password: they send an empty one and the server sets the first password.
 */
export const changePassword = (body: ChangePassword, options?: CallOptions) =>
  postData("api/user/password", body, Ok, options);

/** POST api/user/delete-account: the confirm dialog asked, so the body says so. */
export const deleteAccount = (options?: CallOptions) =>
  postData("api/user/delete-account", { confirm: true }, Ok, options);

export const fetchAddresses = (options?: CallOptions) => getData("api/user/address", AddressLists, options);
export const fetchAddress = (id: number, options?: CallOptions) => getData(`api/user/address/${id}`, Address, options);

/** POST api/user/address: a new address, or a billing copy of one of the member's shipping addresses. */
export const createAddress = (body: AddressInput | CopyAddressInput, options?: CallOptions) =>
  postData("api/user/address", body, Address, options);

/** PATCH api/user/address/{id} takes a whole AddressInput. */
export const updateAddress = (id: number, body: AddressInput, options?: CallOptions) =>
  patchData(`api/user/address/${id}`, body, Address, options);

export const deleteAddress = (id: number, options?: CallOptions) => deleteData(`api/user/address/${id}`, Ok, options);

/** An address as PATCH wants it back (for "Set as default" and edits that keep the rest). */
export function addressToInput(address: Address, change: Partial<AddressInput> = {}): AddressInput {
  return {
    kind: address.kind,
    place_type: address.place_type,
    first_name: address.first_name,
    last_name: address.last_name,
    phone: { country_code: address.phone.country_code, number: address.phone.national_number },
    street_address: address.street_address,
    province_id: address.province.id,
    district_id: address.district.id,
    sub_district_id: address.sub_district.id,
    postal_code: address.postal_code,
    is_default: address.is_default,
    ...change,
  };
}

/** PATCH the address with is_default true; the server takes the flag off the others of its kind. */
export const setDefaultAddress = (address: Address, options?: CallOptions) =>
  updateAddress(address.id, addressToInput(address, { is_default: true }), options);

export const fetchPoints = (options?: CallOptions) => getData("api/user/point", Points, options);

/** The member's kept skin-quiz result (answers), or null. */
export const fetchSkinProfile = (options?: CallOptions) => getData("api/user/skin-profile", KeptSkinProfile, options);
export const keepSkinProfile = (answers: QuizAnswers, options?: CallOptions) =>
  postData("api/user/skin-profile", { answers }, KeptSkinProfile, options);
