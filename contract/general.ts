import {
  array, boolean, coerce, enums, integer, lazy, max, min, number, object, optional, pattern, size, string,
  type Describe, type Infer,
} from "superstruct";
import { Id } from "./id.ts";
import { Locale } from "./locale.ts";


// POST api/general/seo — body: the route path without a leading slash.
export const SeoRequest = object({ path: size(string(), 0, 500) });
export type SeoRequest = Infer<typeof SeoRequest>;
export const Seo = object({ title: string(), description: string(), keywords: array(string()) });
export type Seo = Infer<typeof Seo>;

// GET api/general/sitewide
/** `guests_only`: the banner is an offer to guests (sign up and save); the shop hides it from a signed-in member. */
export const Sitewide = object({ enabled: boolean(), guests_only: boolean(), text: string() });
export type Sitewide = Infer<typeof Sitewide>;

// GET api/general/country
export const Country = object({
  code: string(), emoji: string(), unicode: string(), name: string(), dialCode: string(),
});
export type Country = Infer<typeof Country>;

// GET api/general/location/*/all — names in the language of Accept-Language.
export const ProvinceQuery = object({});
export const DistrictQuery = object({ province_id: Id });
export const SubDistrictQuery = object({ district_id: Id });
export const PostalCodeQuery = object({ sub_district_id: Id });
export const Place = object({ id: number(), name: string() });
export type Place = Infer<typeof Place>;
export const SubDistrict = object({ id: number(), name: string(), postal_code: string() });
export type SubDistrict = Infer<typeof SubDistrict>;
export const PostalCode = object({ code: string() });
export type PostalCode = Infer<typeof PostalCode>;

// GET api/general/menu?locale=en|th
export const MenuQuery = object({ locale: optional(Locale) });
export type MenuItem = {
  name: string;
  link: string;
  child: MenuItem[];
  for_desktop: boolean;
  for_mobile: boolean;
};
export const MenuItem: Describe<MenuItem> = object({
  name: string(),
  link: string(),
  child: array(lazy(() => MenuItem)),
  for_desktop: boolean(),
  for_mobile: boolean(),
});

// GET api/general/faq/
export const Faq = object({ id: number(), category: string(), question: string(), answer: string() });
export type Faq = Infer<typeof Faq>;

// GET api/general/store — contact details, the four branches and social links for the footer.
export const Branch = object({
  id: number(), name: string(), address: string(), hours: string(), phone: string(), map_url: string(),
});
export type Branch = Infer<typeof Branch>;
export const SocialLink = object({ name: string(), url: string() });
export const StoreInfo = object({
  contact: object({ phone: string(), email: string(), line: string(), hours: string(), address: string() }),
  branches: array(Branch),
  social: array(SocialLink),
});
export type StoreInfo = Infer<typeof StoreInfo>;

// GET /media/product/:file — the generated product illustration, `<slug>.webp` (or the drawing, `<slug>.svg`); `v`
// picks a gallery view, `w` the WebP's width.
/** `<slug>.<format>`: the route reads slug and format from this same pattern. */
export const PRODUCT_IMAGE_FILE = /^([a-z0-9][a-z0-9-]*)\.(svg|webp)$/;
export const ProductImageParams = object({ file: pattern(size(string(), 5, 210), PRODUCT_IMAGE_FILE) });
export const PRODUCT_IMAGE_WIDTHS = [600, 1200] as const;
export const ProductImageQuery = object({
  v: optional(coerce(max(min(integer(), 1), 9), string(), (v) => (/^\d$/.test(v) ? Number(v) : NaN))),
  w: optional(coerce(enums(PRODUCT_IMAGE_WIDTHS), string(), Number)),
});

/** A product image's address at another width (the gallery's large image), keeping its view. */
export function productImageAt(src: string, width: (typeof PRODUCT_IMAGE_WIDTHS)[number]): string {
  return width === PRODUCT_IMAGE_WIDTHS[0] ? src : `${src}${src.includes("?") ? "&" : "?"}w=${width}`;
}
