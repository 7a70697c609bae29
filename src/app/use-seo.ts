import { fetchSeo } from "#api/general.ts";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { useQuery } from "#lib/use-query.ts";
import type { Seo } from "#contract/general.ts";

/**
 * SEO record for the current route (product detail and blog detail, spec §7): the path is sent without its leading
 * slash and without the locale prefix; a failure leaves it empty and the page's own title stands.
 */
export function useSeo(): Seo | undefined {
  const { bare } = useLocalePath();
  const path = bare.replace(/^\/+/, "");
  return useQuery(["seo", path], (signal) => fetchSeo(path, { signal })).data;
}
