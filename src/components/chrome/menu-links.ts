import type { MenuItem } from "#contract/general.ts";

/** Server menu links are site paths ("/product/serum") or full URLs; site paths get the locale prefix in use. */
export function isExternal(link: string): boolean {
  return /^[a-z]+:\/\//i.test(link) || link.startsWith("mailto:") || link.startsWith("tel:");
}

export function menuFor(items: MenuItem[] | undefined, surface: "desktop" | "mobile"): MenuItem[] {
  const keep = (item: MenuItem): MenuItem | null =>
    (surface === "desktop" ? item.for_desktop : item.for_mobile)
      ? { ...item, child: item.child.map(keep).filter((c): c is MenuItem => c !== null) }
      : null;
  return (items ?? []).map(keep).filter((item): item is MenuItem => item !== null);
}
