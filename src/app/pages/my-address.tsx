import { useCallback, useMemo } from "react";
import { useLingui } from "@lingui/react/macro";
import type { InspectionEvent } from "xstate";
import type { Address } from "#contract/user.ts";
import { withMinDelay } from "#api/client.ts";
import { createAddress, deleteAddress, fetchAddresses, setDefaultAddress } from "#api/user.ts";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { outcomeOf, type FormOutcome } from "#features/account/components/form-outcome.ts";
import { AddressBookTemplate } from "#features/account/templates/AddressBookTemplate.tsx";
import { useSession } from "#lib/session.tsx";
import { useQuery } from "#lib/use-query.ts";
import { AccountNav } from "./parts/AccountNav.tsx";
import { SignInPanel } from "./parts/SignInPanel.tsx";
import { addressFormWithApi } from "./parts/address-form-wiring.ts";

export { addressFormWithApi };

/** The signed-in member's address book; `inspect` observes the form actor (model tests). */
export function AddressBook({ memberKey, inspect }: { memberKey: string | number;
  inspect?: (event: InspectionEvent) => void }) {
  const lists = useQuery(["addresses", memberKey], (signal) => fetchAddresses({ signal }));
  const run = useCallback(async (work: () => Promise<unknown>): Promise<FormOutcome> => {
    try {
      await withMinDelay(work());
      return { ok: true };
    } catch (error) {
      return outcomeOf(error);
    }
  }, []);
  const handlers = useMemo(() => ({
    onDelete: (address: Address) => run(() => deleteAddress(address.id)),
    onSetDefault: (address: Address) => run(() => setDefaultAddress(address)),
    onCopyToBilling: (shippingId: number, isDefault: boolean) =>
      run(() => createAddress({ kind: "billing", copy_from_id: shippingId, is_default: isDefault })),
  }), [run]);
  return (
    <AddressBookTemplate lists={lists.data ?? null} loadFailed={lists.status === "error"} onReload={lists.reload}
      formMachine={addressFormWithApi} inspect={inspect} {...handlers} />
  );
}

/** /my-account/my-address, labelled My Shipping (spec §2 Account). */
export function Component() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <PageFrame eyebrow={t`My Account`} title={t`My Shipping`} lead={t`Your shipping and billing addresses.`}>
      {session.user ? (
        <>
          <AccountNav />
          <AddressBook memberKey={session.user.id} />
        </>
      ) : <SignInPanel text={t`Log in to manage your addresses.`} />}
    </PageFrame>
  );
}
