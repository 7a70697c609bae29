// An in-memory location + address API answering like server/routes/api/general (location) and
// server/routes/api/user/address: same paths, same bodies. Installed as `fetch`, so the browser's real client
// (src/api) and its contract validation run unchanged in jsdom. Tests steer it: a location list fails once, the next
// save is refused with a field message.
import { screen } from "@testing-library/react";
import { vi } from "vitest";
import type { Address, AddressInput, CopyAddressInput } from "#contract/user.ts";
import { clearQueryCache } from "#lib/use-query.ts";

export const GEO = {
  provinces: [
    { id: 10, name: "Bangkok", districts: [
      { id: 1001, name: "Phra Nakhon", subs: [{ id: 100101, name: "Phra Borom Maha Ratchawang",
        postal_code: "10200" }] },
      { id: 1002, name: "Dusit", subs: [{ id: 100201, name: "Dusit", postal_code: "10300" },
        { id: 100202, name: "Wachira Phayaban", postal_code: "10300" }] },
    ] },
    { id: 50, name: "Chiang Mai", districts: [
      { id: 5001, name: "Mueang Chiang Mai", subs: [{ id: 500101, name: "Si Phum", postal_code: "50200" }] },
    ] },
  ],
};

type ListName = "provinces" | "districts" | "subDistricts";

export interface FakeAddressApi {
  fetch: typeof fetch;
  requests: string[];
  addresses: Address[];
  /** The next request for this list fails (network down). */
  failNext: (list: ListName) => void;
  /** The next save answers 400 with a message under the phone field, or 409 address_limit (a message on `kind`). */
  refuseNextSave: (why?: "phone" | "limit") => void;
  seed: (input: AddressInput) => Address;
}

export function createFakeAddressApi(): FakeAddressApi {
  const requests: string[] = [];
  const addresses: Address[] = [];
  const failing = new Set<ListName>();
  let refuse: "phone" | "limit" | null = null;
  let nextId = 1;

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const province = (id: number) => GEO.provinces.find((p) => p.id === id);
  const district = (id: number) => GEO.provinces.flatMap((p) => p.districts).find((d) => d.id === id);
  const sub = (id: number) => GEO.provinces.flatMap((p) => p.districts).flatMap((d) => d.subs).find((s) => s.id === id);

  function build(input: AddressInput, id: number): Address {
    const digits = input.phone.number.replace(/\D/g, "").replace(/^0/, "");
    return {
      id,
      kind: input.kind,
      place_type: input.place_type,
      first_name: input.first_name,
      last_name: input.last_name,
      phone: {
        country_code: "TH", national_number: digits, e164: `+66${digits}`,
        formatted: `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
      },
      street_address: input.street_address,
      province: { id: input.province_id, name: province(input.province_id)?.name ?? "?" },
      district: { id: input.district_id, name: district(input.district_id)?.name ?? "?" },
      sub_district: { id: input.sub_district_id, name: sub(input.sub_district_id)?.name ?? "?" },
      postal_code: input.postal_code,
      is_default: input.is_default ?? false,
      created_at: new Date(Date.UTC(2026, 10, 21, 0, 0, id)).toISOString(),
    };
  }

  function store(address: Address): Address {
    const others = addresses.filter((a) => a.kind === address.kind && a.id !== address.id);
    // The first of a kind is the default; a new default takes the flag from the others.
    if (others.length === 0) address.is_default = true;
    if (address.is_default) for (const a of others) a.is_default = false;
    const at = addresses.findIndex((a) => a.id === address.id);
    if (at >= 0) addresses[at] = address;
    else addresses.push(address);
    return address;
  }

  const lists = () => {
    const sorted = (kind: Address["kind"]) =>
      addresses.filter((a) => a.kind === kind).sort((a, b) =>
        Number(b.is_default) - Number(a.is_default) || a.id - b.id);
    return { shipping: sorted("shipping"), billing: sorted("billing") };
  };

  function fails(list: ListName): boolean {
    if (!failing.has(list)) return false;
    failing.delete(list);
    return true;
  }

  function handle(method: string, url: URL, body: Record<string, unknown>): Response {
    const path = url.pathname;
    if (method === "GET" && path === "/api/general/country") {
      return json(200, { data: [{ code: "TH", emoji: "🇹🇭", unicode: "U+1F1F9 U+1F1ED", name: "Thailand",
        dialCode: "+66" }] });
    }
    if (method === "GET" && path === "/api/general/location/province/all") {
      if (fails("provinces")) throw new TypeError("Failed to fetch");
      return json(200, { data: GEO.provinces.map(({ id, name }) => ({ id, name })) });
    }
    if (method === "GET" && path === "/api/general/location/district/all") {
      if (fails("districts")) throw new TypeError("Failed to fetch");
      const p = province(Number(url.searchParams.get("province_id")));
      return json(200, { data: (p?.districts ?? []).map(({ id, name }) => ({ id, name })) });
    }
    if (method === "GET" && path === "/api/general/location/sub-district/all") {
      if (fails("subDistricts")) throw new TypeError("Failed to fetch");
      return json(200, { data: district(Number(url.searchParams.get("district_id")))?.subs ?? [] });
    }
    if (method === "GET" && path === "/api/user/address") return json(200, { data: lists() });
    if ((method === "POST" && path === "/api/user/address")
      || (method === "PATCH" && path.startsWith("/api/user/address/"))) {
      if (refuse === "limit") {
        refuse = null;
        return json(409, { message: "You can keep at most 20 addresses of each kind.", code: "address_limit",
          errors: { kind: ["You can keep at most 20 addresses of each kind."] } });
      }
      if (refuse) {
        refuse = null;
        return json(400, { message: "Some fields are not valid.", code: "validation_failed",
          errors: { phone: ["Please enter a valid mobile number."] } });
      }
      if ("copy_from_id" in body) {
        const copy = body as unknown as CopyAddressInput;
        const source = addresses.find((a) => a.id === copy.copy_from_id && a.kind === "shipping");
        if (!source) return json(404, { message: "We could not find what you were looking for.", code: "not_found" });
        return json(200, { data: store({ ...structuredClone(source), id: nextId++, kind: "billing",
          is_default: copy.is_default ?? false }) });
      }
      const input = body as unknown as AddressInput;
      const id = method === "POST" ? nextId++ : Number(path.split("/").pop());
      if (method === "PATCH" && !addresses.some((a) => a.id === id)) {
        return json(404, { message: "We could not find what you were looking for.", code: "not_found" });
      }
      return json(200, { data: store(build(input, id)) });
    }
    if (method === "DELETE" && path.startsWith("/api/user/address/")) {
      const id = Number(path.split("/").pop());
      const at = addresses.findIndex((a) => a.id === id);
      if (at < 0) return json(404, { message: "We could not find what you were looking for.", code: "not_found" });
      const [gone] = addresses.splice(at, 1);
      const next = addresses.find((a) => a.kind === gone!.kind);
      if (gone!.is_default && next) next.is_default = true;
      return json(200, { data: { ok: true } });
    }
    return json(404, { message: "This API path does not exist.", code: "route_not_found" });
  }

  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), "http://shop.test/"), init);
    const url = new URL(request.url, "http://shop.test/");
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const text = request.method === "GET" || request.method === "DELETE" ? "" : await request.text();
    return handle(request.method, url, text ? (JSON.parse(text) as Record<string, unknown>) : {});
  }) as typeof fetch;

  return {
    fetch: fakeFetch,
    requests,
    addresses,
    failNext: (list) => failing.add(list),
    refuseNextSave: (why = "phone") => {
      refuse = why;
    },
    seed: (input) => store(build(input, nextId++)),
  };
}

/** The one saved address both address tests start from: a default home in Dusit, Bangkok. */
export const SAMSEN_HOME: AddressInput = {
  kind: "shipping", place_type: "home", first_name: "Ploy", last_name: "Srisuk",
  phone: { country_code: "TH", number: "0812345678" },
  street_address: "99/1 Samsen Rd", province_id: 10, district_id: 1002, sub_district_id: 100201, postal_code: "10300",
  is_default: true,
};

/**
 * A fresh fake API holding SAMSEN_HOME, installed as `fetch` (undo with vi.unstubAllGlobals), with an empty query
 * cache.
 */
export function installAddressApi(): FakeAddressApi {
  clearQueryCache();
  const api = createFakeAddressApi();
  api.seed(SAMSEN_HOME);
  vi.stubGlobal("fetch", api.fetch);
  return api;
}

/** A cascade select by the start of its label ("Province", "District", ...). */
export const selectNamed = (name: string) => screen.getByRole("combobox",
  { name: new RegExp(`^${name}`) }) as HTMLSelectElement;
