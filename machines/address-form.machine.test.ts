import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Place, SubDistrict } from "#contract/general.ts";
import type { Address } from "#contract/user.ts";
import { addressFormMachine, type AddressDraft, type SaveAddressInput } from "./address-form.machine.ts";

const provinces: Place[] = [{ id: 10, name: "Bangkok" }, { id: 50, name: "Chiang Mai" }];
const districts: Record<number, Place[]> = {
  10: [{ id: 1001, name: "Phra Nakhon" }, { id: 1002, name: "Dusit" }],
  50: [{ id: 5001, name: "Mueang Chiang Mai" }],
};
const subDistricts: Record<number, SubDistrict[]> = {
  1001: [{ id: 100101, name: "Phra Borom Maha Ratchawang", postal_code: "10200" }],
  1002: [{ id: 100201, name: "Dusit", postal_code: "10300" }],
  5001: [{ id: 500101, name: "Si Phum", postal_code: "50200" }],
};

const draft: AddressDraft = {
  place_type: "condo",
  first_name: "Ploy",
  last_name: "Srisuk",
  phone: { country_code: "TH", number: "0812345678" },
  street_address: "99/1 Sukhumvit Rd",
  is_default: true,
};

function savedAddress(input: SaveAddressInput): Address {
  return {
    id: input.id ?? 7,
    kind: input.body.kind,
    place_type: input.body.place_type,
    first_name: input.body.first_name,
    last_name: input.body.last_name,
    phone: { country_code: "TH", national_number: "812345678", formatted: "081 234 5678", e164: "+66812345678" },
    street_address: input.body.street_address,
    province: { id: input.body.province_id, name: "Bangkok" },
    district: { id: input.body.district_id, name: "Dusit" },
    sub_district: { id: input.body.sub_district_id, name: "Dusit" },
    postal_code: input.body.postal_code,
    is_default: input.body.is_default ?? false,
    created_at: "2026-11-21T00:00:00.000Z",
  };
}

function start(options: { address?: Address; failDistricts?: number; saveError?: unknown } = {}) {
  const saves: SaveAddressInput[] = [];
  let districtFailures = options.failDistricts ?? 0;
  const machine = addressFormMachine.provide({
    actors: {
      loadProvinces: fromPromise(async () => provinces),
      loadDistricts: fromPromise(async ({ input }: { input: { provinceId: number } }) => {
        if (districtFailures > 0) {
          districtFailures -= 1;
          throw Object.assign(new Error("offline"), { code: "network_error" });
        }
        return districts[input.provinceId] ?? [];
      }),
      loadSubDistricts: fromPromise(async ({ input }: { input: { districtId: number } }) =>
        subDistricts[input.districtId] ?? []),
      saveAddress: fromPromise(async ({ input }: { input: SaveAddressInput }) => {
        saves.push(input);
        if (options.saveError) throw options.saveError;
        return savedAddress(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { kind: "shipping", address: options.address ?? null } }).start();
  return { actor, saves };
}

const settled = (actor: ReturnType<typeof start>["actor"], state: string) =>
  waitFor(actor, (s) => s.matches({ editing: state } as never) || s.matches(state as never));

describe("addressFormMachine", () => {
  it("walks the cascade: each choice loads the next list and the post code comes from the sub-district", async () => {
    const { actor, saves } = start();
    await settled(actor, "choosingProvince");
    actor.send({ type: "province.select", id: 10 });
    await settled(actor, "choosingDistrict");
    expect(actor.getSnapshot().context.districts.map((d) => d.id)).toEqual([1001, 1002]);
    actor.send({ type: "district.select", id: 1002 });
    await settled(actor, "choosingSubDistrict");
    actor.send({ type: "subDistrict.select", id: 100201 });
    expect(actor.getSnapshot().context.postalCode).toBe("10300");
    actor.send({ type: "form.submit", draft });
    await waitFor(actor, (s) => s.status === "done");
    expect(saves).toEqual([{
      id: null,
      body: { kind: "shipping", ...draft, province_id: 10, district_id: 1002, sub_district_id: 100201,
        postal_code: "10300" },
    }]);
    expect(actor.getSnapshot().output?.id).toBe(7);
  });

  it("changing a parent clears its children and their lists", async () => {
    const { actor } = start();
    await settled(actor, "choosingProvince");
    actor.send({ type: "province.select", id: 10 });
    await settled(actor, "choosingDistrict");
    actor.send({ type: "district.select", id: 1001 });
    await settled(actor, "choosingSubDistrict");
    actor.send({ type: "subDistrict.select", id: 100101 });
    actor.send({ type: "province.select", id: 50 });
    expect(actor.getSnapshot().context).toMatchObject({
      provinceId: 50, districtId: null, subDistrictId: null, postalCode: "", districts: [], subDistricts: [],
    });
    await settled(actor, "choosingDistrict");
    expect(actor.getSnapshot().context.districts.map((d) => d.name)).toEqual(["Mueang Chiang Mai"]);
  });

  it("ignores ids that are not in the current list", async () => {
    const { actor } = start();
    await settled(actor, "choosingProvince");
    actor.send({ type: "province.select", id: 999 });
    actor.send({ type: "district.select", id: 1001 });
    expect(actor.getSnapshot().matches({ editing: "choosingProvince" })).toBe(true);
    expect(actor.getSnapshot().context.provinceId).toBeNull();
  });

  it("editing an address reloads its lists and lands complete with its choices", async () => {
    const address = savedAddress({
      id: 3,
      body: { kind: "shipping", ...draft, province_id: 50, district_id: 5001, sub_district_id: 500101,
        postal_code: "50200" },
    });
    const { actor, saves } = start({ address });
    await settled(actor, "complete");
    expect(actor.getSnapshot().context).toMatchObject({ provinceId: 50, districtId: 5001, subDistrictId: 500101,
      postalCode: "50200" });
    actor.send({ type: "form.submit", draft });
    await waitFor(actor, (s) => s.status === "done");
    expect(saves[0]?.id).toBe(3);
  });

  it("an edited address whose district is no longer listed asks for the district again", async () => {
    const address = savedAddress({
      id: 3,
      body: { kind: "shipping", ...draft, province_id: 10, district_id: 5001, sub_district_id: 500101,
        postal_code: "50200" },
    });
    const { actor } = start({ address });
    await settled(actor, "choosingDistrict");
    expect(actor.getSnapshot().context).toMatchObject({ provinceId: 10, districtId: null, subDistrictId: null,
      postalCode: "" });
  });

  it("a list that fails to load can be retried", async () => {
    const { actor } = start({ failDistricts: 1 });
    await settled(actor, "choosingProvince");
    actor.send({ type: "province.select", id: 10 });
    await settled(actor, "loadFailed");
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: "network_error", list: "districts" });
    actor.send({ type: "locations.retry" });
    await settled(actor, "choosingDistrict");
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it("a refused save keeps the form complete with the server's field messages", async () => {
    const error = Object.assign(new Error("bad"), { code: "validation_failed",
      errors: { phone: ["Enter a valid mobile number."] } });
    const { actor } = start({ saveError: error });
    await settled(actor, "choosingProvince");
    actor.send({ type: "province.select", id: 10 });
    await settled(actor, "choosingDistrict");
    actor.send({ type: "district.select", id: 1002 });
    await settled(actor, "choosingSubDistrict");
    actor.send({ type: "subDistrict.select", id: 100201 });
    actor.send({ type: "form.submit", draft });
    await settled(actor, "complete");
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({
      code: "validation_failed", list: null, fields: { phone: ["Enter a valid mobile number."] },
    });
  });

  it("submitting before the cascade is complete does nothing", async () => {
    const { actor, saves } = start();
    await settled(actor, "choosingProvince");
    actor.send({ type: "form.submit", draft });
    expect(actor.getSnapshot().matches({ editing: "choosingProvince" })).toBe(true);
    expect(saves).toEqual([]);
  });

  it("rejects loudly when an actor is not provided", async () => {
    const actor = createActor(addressFormMachine, { input: { kind: "billing" } }).start();
    await waitFor(actor, (s) => s.matches({ editing: "loadFailed" }));
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: "internal_error", list: "provinces" });
  });
});
