import { fromPromise } from "xstate";
import { addressFormMachine, type SaveAddressInput } from "#machines/address-form.machine.ts";
import { withMinDelay } from "#api/client.ts";
import { fetchDistricts, fetchProvinces, fetchSubDistricts } from "#api/general.ts";
import { createAddress, updateAddress } from "#api/user.ts";

/** The address form machine wired to the general location calls and the address calls (spec §7). */
export const addressFormWithApi = addressFormMachine.provide({
  actors: {
    loadProvinces: fromPromise(({ signal }) => fetchProvinces({ signal })),
    loadDistricts: fromPromise(({ input, signal }: { input: { provinceId: number }; signal: AbortSignal }) =>
      fetchDistricts(input.provinceId, { signal })),
    loadSubDistricts: fromPromise(({ input, signal }: { input: { districtId: number }; signal: AbortSignal }) =>
      fetchSubDistricts(input.districtId, { signal })),
    saveAddress: fromPromise(({ input }: { input: SaveAddressInput }) =>
      withMinDelay(input.id === null ? createAddress(input.body) : updateAddress(input.id, input.body))),
  },
});
