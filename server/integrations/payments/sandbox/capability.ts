// GET /capability: what the sandbox account accepts, shaped like Omise's capability fixture.
import { INSTALLMENT_BANKS } from "#contract/payment.ts";
import { installmentBankOf, installmentTermsOf, LIMITS, SOURCE_TYPES } from "./source-types.ts";

export function capabilityObject() {
  const method = (name: string, extra: Record<string, unknown> = {}) =>
    ({ object: "payment_method", name, currencies: ["THB"], card_brands: null, installment_terms: null, ...extra });
  return {
    object: "capability", location: "/capability", country: "TH", zero_interest_installments: false,
    banks: [...INSTALLMENT_BANKS],
    limits: {
      charge_amount: { min: LIMITS.chargeMin, max: LIMITS.chargeMax },
      transfer_amount: { min: 100 },
      installment_amount: { min: LIMITS.installmentMin },
    },
    payment_methods: [
      method("card", { card_brands: ["JCB", "Visa", "MasterCard"] }),
      ...SOURCE_TYPES.map((type) => {
        const bank = installmentBankOf(type);
        return method(type, bank ? { installment_terms: [...installmentTermsOf(bank)] } : {});
      }),
    ],
  };
}
