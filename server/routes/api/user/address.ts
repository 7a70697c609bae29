import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { dynamic, type Struct } from "superstruct";
import { AddressIdParams, AddressInput, CopyAddressInput } from "#contract/user.ts";
import {
  createAddress, deleteAddress, getAddress, listAddresses, updateAddress, type AddressFieldProblem, type AddressOutcome,
} from "#db/repositories/member/addresses.ts";
import { ApiError, notFound } from "#plugins/api-error.ts";
import { requestLocale } from "#plugins/locale.ts";
import { memberOf, requireMember } from "#plugins/member.ts";
import { message, type FieldMessageKey } from "#plugins/messages.ts";
import { validated } from "#plugins/validation.ts";

/**
 * A new address: copied from a shipping address when the body names one (billing same as shipping), else typed.
 * `dynamic` keeps no schema of its own; the two shapes are set there so the route catalog can show them.
 */
const NewAddress = Object.assign(
  dynamic<AddressInput | CopyAddressInput>((value) =>
    (value && typeof value === "object" && "copy_from_id" in value ? CopyAddressInput : AddressInput) as Struct<
      AddressInput | CopyAddressInput, unknown
    >),
  { schema: [CopyAddressInput, AddressInput] },
) as Struct<AddressInput | CopyAddressInput, unknown>;

/** Why a link of the cascade broke, per field. The form offers only matching choices, so these mostly meet stale
 * forms and hand-made requests. */
export const FIELD_MESSAGES: Record<AddressFieldProblem, FieldMessageKey> = {
  phone: "field_phone",
  province_unknown: "field_province_unknown",
  district_outside: "field_district_outside",
  sub_district_outside: "field_sub_district_outside",
  postal_code_mismatch: "field_postal_code_mismatch",
  copy_source: "field_copy_source",
};

/** The address, or the error the shopper sees: 404 for ids that are not theirs, field messages for a broken cascade. */
function answer(outcome: AddressOutcome, req: FastifyRequest) {
  if (outcome.ok) return { data: outcome.address };
  if (outcome.code === "not_found") throw notFound();
  const locale = requestLocale(req);
  if (outcome.code === "limit") throw new ApiError(409, "address_limit", { kind: [message("address_limit", locale)] });
  const errors = Object.fromEntries(Object.entries(outcome.errors).map(([field, problem]) =>
    [field, [message(FIELD_MESSAGES[problem], locale)]]));
  throw new ApiError(400, "validation_failed", errors);
}

/** spec §7 User addresses ("My Shipping"), under /api/user/address. Another member's id answers 404, never 403. */
const routes: FastifyPluginAsync = async (app) => {
  app.get("/", { onRequest: requireMember, ...validated({}, async (_input, req) =>
    ({ data: await listAddresses(app.db, memberOf(req).id, requestLocale(req)) })) });

  app.post("/", { onRequest: requireMember, ...validated({ body: NewAddress }, async ({ body }, req) =>
    answer(await createAddress(app.db, memberOf(req).id, body, requestLocale(req)), req)) });

  app.get("/:id", { onRequest: requireMember, ...validated({ params: AddressIdParams }, async ({ params }, req) => {
    const address = await getAddress(app.db, memberOf(req).id, params.id, requestLocale(req));
    if (!address) throw notFound();
    return { data: address };
  }) });

  app.patch("/:id", { onRequest: requireMember, ...validated({ params: AddressIdParams, body: AddressInput },
    async ({ params, body }, req) =>
    answer(await updateAddress(app.db, memberOf(req).id, params.id, body, requestLocale(req)), req)) });

  app.delete("/:id", { onRequest: requireMember, ...validated({ params: AddressIdParams }, async ({ params }, req) => {
    if (!(await deleteAddress(app.db, memberOf(req).id, params.id))) throw notFound();
    return { data: { ok: true as const } };
  }) });
};

export default routes;
