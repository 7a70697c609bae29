import { object, string, type Infer } from "superstruct";

/** The shape of the `store_contact` row in store_settings (jsonb), checked when read back. */
export const StoreContactRecord = object({
  phone: string(), email: string(), line: string(), hours_en: string(), hours_th: string(),
  address_en: string(), address_th: string(),
});
export type StoreContactRecord = Infer<typeof StoreContactRecord>;
export const STORE_CONTACT_KEY = "store_contact";
