import { getDatabase, preload, setEngMode, setGeoMode } from "thai-address-universal";

export interface ProvinceRow { key: string; code: string; nameTh: string; nameEn: string }
export interface DistrictRow { key: string; provinceKey: string; code: string; nameTh: string; nameEn: string }
export interface SubDistrictRow {
  districtKey: string; code: string; nameTh: string; nameEn: string; postalCodes: string[];
}

/**
 * Reads the whole Thai address dataset once in both languages. The library switches language with a process-global
 * toggle and keeps rows in the same order in both, so the Thai and English rows are zipped by index.
 * Upstream has one row per (sub-district, postal code); a few sub-districts have two codes, merged here.
 */
export async function loadThaiAddresses() {
  await preload({ language: "both", geo: true });
  await setGeoMode(true);
  await setEngMode(false);
  const th = getDatabase().map((row) => ({ ...row }));
  await setEngMode(true);
  const en = getDatabase().map((row) => ({ ...row }));
  await setEngMode(false);
  await setGeoMode(false);
  if (th.length !== en.length) throw new Error(
    `thai-address-universal: ${th.length} Thai rows but ${en.length} English rows`);

  const provinces = new Map<string, ProvinceRow>();
  const districts = new Map<string, DistrictRow>();
  const subDistricts = new Map<string, SubDistrictRow>();
  th.forEach((t, i) => {
    const e = en[i];
    if (!e) return;
    const provinceKey = t.province;
    const districtKey = `${t.province}|${t.district}`;
    const subKey = `${districtKey}|${t.sub_district}`;
    if (!provinces.has(provinceKey)) {
      provinces.set(provinceKey, { key: provinceKey, code: t.province_code ?? "", nameTh: t.province,
        nameEn: e.province });
    }
    if (!districts.has(districtKey)) {
      districts.set(districtKey, {
        key: districtKey, provinceKey, code: t.district_code ?? "", nameTh: t.district, nameEn: e.district,
      });
    }
    const sub = subDistricts.get(subKey);
    if (sub) {
      if (t.postal_code && !sub.postalCodes.includes(t.postal_code)) sub.postalCodes.push(t.postal_code);
    } else {
      subDistricts.set(subKey, {
        districtKey, code: t.sub_district_code ?? "", nameTh: t.sub_district, nameEn: e.sub_district,
        postalCodes: t.postal_code ? [t.postal_code] : [],
      });
    }
  });
  const byThai = (a: { nameTh: string }, b: { nameTh: string }) => a.nameTh.localeCompare(b.nameTh, "th");
  return {
    provinces: [...provinces.values()].sort(byThai),
    districts: [...districts.values()].sort(byThai),
    subDistricts: [...subDistricts.values()].sort(byThai),
  };
}
