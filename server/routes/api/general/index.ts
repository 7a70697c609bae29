import type { FastifyPluginAsync } from "fastify";
import {
  DistrictQuery, MenuQuery, PostalCodeQuery, ProvinceQuery, SeoRequest, SubDistrictQuery,
} from "#contract/general.ts";
import {
  findSeo, findSitewide, listCountries, listDistricts, listFaqs, listPostalCodes, listProvinces, listSubDistricts,
  menuTree, storeInfo,
} from "#db/repositories/general.ts";
import { requestLocale } from "#plugins/locale.ts";
import { validated } from "#plugins/validation.ts";

/** spec §7 General, under /api/general. Every answer is `{ data }`; names follow the request language. */
const general: FastifyPluginAsync = async (app) => {
  // Never 404: a page without a record falls back to empty SEO.
  app.post("/seo", validated({ body: SeoRequest }, async ({ body }, req) => ({
    data: await findSeo(app.db, body.path, requestLocale(req)),
  })));

  app.get("/sitewide", async (req) => ({ data: await findSitewide(app.db, requestLocale(req)) }));

  app.get("/country", async () => ({ data: await listCountries(app.db) }));

  // ?locale= wins over Accept-Language: the language switch reloads the menu before the header changes.
  app.get("/menu", validated({ query: MenuQuery }, async ({ query }, req) => ({
    data: await menuTree(app.db, query.locale ?? requestLocale(req)),
  })));

  app.get("/faq", async (req) => ({ data: await listFaqs(app.db, requestLocale(req)) }));

  app.get("/store", async (req) => ({ data: await storeInfo(app.db, requestLocale(req)) }));

  app.get("/location/province/all", validated({ query: ProvinceQuery }, async (_input, req) => ({
    data: await listProvinces(app.db, requestLocale(req)),
  })));

  app.get("/location/district/all", validated({ query: DistrictQuery }, async ({ query }, req) => ({
    data: await listDistricts(app.db, query.province_id, requestLocale(req)),
  })));

  app.get("/location/sub-district/all", validated({ query: SubDistrictQuery }, async ({ query }, req) => ({
    data: await listSubDistricts(app.db, query.district_id, requestLocale(req)),
  })));

  app.get("/location/postal-code/all", validated({ query: PostalCodeQuery }, async ({ query }) => ({
    data: await listPostalCodes(app.db, query.sub_district_id),
  })));
};

export default general;
