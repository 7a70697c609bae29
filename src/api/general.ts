import { array } from "superstruct";
import {
  Country, Faq, MenuItem, Place, PostalCode, Seo, Sitewide, StoreInfo, SubDistrict,
} from "#contract/general.ts";
import type { Locale } from "#contract/locale.ts";
import { getData, postData, withQuery, type CallOptions } from "./client.ts";

// Spec §7 General. Paths have no leading slash: the client's base is "/".

/** SEO for a route path without its leading slash or locale prefix; empty when the server has none (spec §7). */
export async function fetchSeo(path: string, options?: CallOptions): Promise<Seo> {
  try {
    return await postData("api/general/seo", { path }, Seo, options);
  } catch (error) {
    if (options?.signal?.aborted) throw error;
    return { title: "", description: "", keywords: [] };
  }
}

export const fetchSitewide = (options?: CallOptions) => getData("api/general/sitewide", Sitewide, options);
export const fetchCountries = (options?: CallOptions) => getData("api/general/country", array(Country), options);
export const fetchMenu = (locale: Locale, options?: CallOptions) =>
  getData(withQuery("api/general/menu", { locale }), array(MenuItem), options);
export const fetchFaq = (options?: CallOptions) => getData("api/general/faq/", array(Faq), options);
export const fetchStore = (options?: CallOptions) => getData("api/general/store", StoreInfo, options);

export const fetchProvinces = (options?: CallOptions) =>
  getData("api/general/location/province/all", array(Place), options);
export const fetchDistricts = (provinceId: number, options?: CallOptions) =>
  getData(withQuery("api/general/location/district/all", { province_id: provinceId }), array(Place), options);
export const fetchSubDistricts = (districtId: number, options?: CallOptions) =>
  getData(withQuery("api/general/location/sub-district/all", { district_id: districtId }), array(SubDistrict), options);
export const fetchPostalCodes = (subDistrictId: number, options?: CallOptions) =>
  getData(withQuery("api/general/location/postal-code/all", { sub_district_id: subDistrictId }), array(PostalCode),
    options);
