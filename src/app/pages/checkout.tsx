import { useLingui } from "@lingui/react/macro";
import { fetchStore } from "#api/general.ts";
import { fetchAddresses } from "#api/user.ts";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { CheckoutTemplate } from "#features/checkout/templates/CheckoutTemplate.tsx";
import { useLocale } from "#lib/locale.tsx";
import { useSession } from "#lib/session.tsx";
import { useQuery } from "#lib/use-query.ts";
import { addressFormWithApi } from "./parts/address-form-wiring.ts";

/**
 * /checkout (spec §2 Cart and checkout; header menus and footer hidden by route-chrome): the `checkout` actor of the
 * shop system places the cart as an order. The page loads the pickup branches and, for members, their addresses.
 */
export function Component() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const session = useSession();
  const store = useQuery(["store", locale], (signal) => fetchStore({ signal }));
  const memberId = session.user?.id ?? null;
  const addresses = useQuery(["addresses", memberId], (signal) => fetchAddresses({ signal }),
    { enabled: memberId !== null });
  return (
    <PageFrame eyebrow={t`Secure checkout`} title={t`Checkout`}
      lead={t`Your details, delivery and a last look at your order.`}>
      <CheckoutTemplate addressMachine={addressFormWithApi} branches={store.data?.branches}
        memberAddresses={memberId !== null ? addresses.data ?? null : null} onReloadAddresses={addresses.reload} />
    </PageFrame>
  );
}
