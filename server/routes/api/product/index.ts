import type { FastifyPluginAsync } from "fastify";
import {
  NotifyConfirmQuery, NotifyRequest, ProductFilterQuery, ProductGiftQuery, ProductHabitQuery, ProductListQuery,
  ProductParams,
  ProductSimilarQuery, type ProductFilterQuery as FilterQuery,
} from "#contract/product.ts";
import {
  findProduct, habitProducts, listProducts, productFacets, similarProducts, type ProductFilters,
} from "#db/repositories/product/index.ts";
import { STOCK_CONFIRM_PAGE } from "#domain/stock-notify-mail.ts";
import { confirmStockAlert, requestStockAlert } from "#workflows/product/stock-alert.ts";
import { shopOrigin } from "#plugins/origin.ts";
import { rateLimit } from "#plugins/rate-limit.ts";
import { quizRoutine } from "#db/repositories/product/routine.ts";
import { RoutineQuery } from "#contract/skin-quiz.ts";
import { searchTerms } from "#db/search/terms.ts";
import { ApiError } from "#plugins/api-error.ts";
import { requestLocale } from "#plugins/locale.ts";
import { validated } from "#plugins/validation.ts";
import reviewRoutes from "./review.ts";

const productNotFound = () => new ApiError(404, "product_not_found");

/** The validated query as repository filters; a search of only punctuation is no search. */
function filtersOf(q: FilterQuery): ProductFilters {
  return {
    category: q.category, type: q.type, brand: q.brand, price_min: q.price_min, price_max: q.price_max,
    search: q.search === undefined ? undefined : searchTerms(q.search),
  };
}

/** spec §7 Products, under /api/product. Names and copy follow Accept-Language. */
const product: FastifyPluginAsync = async (app) => {
  // The listing, the new-in and best-seller rails, category pages and search results.
  app.get("/", validated({ query: ProductListQuery }, async ({ query }, req) => {
    const { items, total } = await listProducts(
      app.db, filtersOf(query), query.sort, query.page, query.per_page, requestLocale(req),
    );
    return { data: items, meta: { page: query.page, per_page: query.per_page, total } };
  }));

  app.get("/gift", validated({ query: ProductGiftQuery }, async ({ query }, req) => {
    const { items, total } = await listProducts(app.db, { type: "gift" }, undefined, query.page, query.per_page,
      requestLocale(req));
    return { data: items, meta: { page: query.page, per_page: query.per_page, total } };
  }));

  app.get("/habit", validated({ query: ProductHabitQuery }, async ({ query }, req) => ({
    data: await habitProducts(app.db, query.concern, query.step, query.limit, requestLocale(req)),
  })));

  // The skin quiz's result: a routine from the catalog for the answers.
  app.get("/habit/routine", validated({ query: RoutineQuery }, async ({ query }, req) => ({
    data: await quizRoutine(app.db, query, requestLocale(req)),
  })));

  app.get("/filter", validated({ query: ProductFilterQuery }, async ({ query }, req) => ({
    data: await productFacets(app.db, filtersOf(query), requestLocale(req)),
  })));

  app.get("/similar", validated({ query: ProductSimilarQuery }, async ({ query }, req) => {
    const data = await similarProducts(app.db, query.id, query.limit, requestLocale(req));
    if (!data) throw productNotFound();
    return { data };
  }));

  // One request per e-mail and product; a repeat answers the same 200 without a second row. Limited per IP and
  // per address, and mailed only after the address confirms (workflows/product/stock-alert.ts).
  app.post("/notify", validated({ body: NotifyRequest }, async ({ body }, req) => {
    const locale = requestLocale(req);
    const found = await findProduct(app.db, String(body.product_id), locale);
    if (!found) throw productNotFound();
    await rateLimit(req, "stock_notify", body.email);
    const { created } = await requestStockAlert(app.db, {
      productId: body.product_id, productName: found.name, email: body.email, locale, origin: shopOrigin(req),
    });
    return { data: { product_id: body.product_id, email: body.email, created } };
  }));

  // The confirmation link of a back-in-stock request: a small page in the request's language; a link that is not
  // valid is a 400 like any API refusal, its reason on the token field.
  app.get("/notify/confirm", validated({ query: NotifyConfirmQuery }, async ({ query }, req, reply) => {
    const confirmed = await confirmStockAlert(app.db, query.token, new Date());
    if (!confirmed) {
      throw new ApiError(400, "validation_failed", { token: [STOCK_CONFIRM_PAGE.invalid[requestLocale(req)]] });
    }
    reply.type("text/html; charset=utf-8");
    return `<!doctype html><html lang="${confirmed.locale}"><meta charset="utf-8"><title>SkinState</title>`
      + `<meta name="viewport" content="width=device-width, initial-scale=1">`
      + `<p>${STOCK_CONFIRM_PAGE.confirmed[confirmed.locale]}</p>`
      + `<p><a href="${confirmed.locale === "th" ? "/th" : "/"}">`
      + `${STOCK_CONFIRM_PAGE.back[confirmed.locale]}</a></p></html>`;
  }));

  await app.register(reviewRoutes, { prefix: "/review" });

  // Registered last for readability; Fastify prefers the static paths above whatever the order.
  app.get("/:id", validated({ params: ProductParams }, async ({ params }, req) => {
    const data = await findProduct(app.db, params.id, requestLocale(req));
    if (!data) throw productNotFound();
    return { data };
  }));
};

export default product;
