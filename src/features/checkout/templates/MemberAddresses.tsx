import { Button, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Address } from "#contract/user.ts";
import type { addressFormMachine, AddressDraft } from "#machines/address-form.machine.ts";
import { CheckboxField } from "#components/form/index.ts";
import { SavedAddressChoice } from "../components/SavedAddressChoice.tsx";
import { AddressEditor } from "./AddressEditor.tsx";
import type { AddressErrors } from "./GuestAddresses.tsx";

export interface MemberAddressValue {
  shippingId: number | null;
  billingSame: boolean;
  billingId: number | null;
}

export interface MemberAddressesProps {
  /** GET api/user/address; null while loading. */
  lists: { shipping: Address[]; billing: Address[] } | null;
  onReload: () => void;
  value: MemberAddressValue;
  onChange: (next: MemberAddressValue) => void;
  /** The address form machine that saves to the address book. */
  machine: typeof addressFormMachine;
  initial: AddressDraft;
  needsShipping: boolean;
  errors: AddressErrors;
}

const defaultOf = (list: Address[]) => (list.find((a) => a.is_default) ?? list[0])?.id ?? null;

/** A member's saved addresses with the default chosen, and a new one added inline to the address book. */
export function MemberAddresses({ lists, onReload, value, onChange, machine, initial, needsShipping,
  errors }: MemberAddressesProps) {
  const { t } = useLingui();
  const [adding, setAdding] = useState<"shipping" | "billing" | null>(null);
  const set = (change: Partial<MemberAddressValue>) => onChange({ ...value, ...change });
  // The default is chosen once the lists arrive (and after a new address, the new one is chosen by onSaved).
  useEffect(() => {
    if (!lists) return;
    const change: Partial<MemberAddressValue> = {};
    if (value.shippingId === null) change.shippingId = defaultOf(lists.shipping);
    if (value.billingId === null) change.billingId = defaultOf(lists.billing) ?? defaultOf(lists.shipping);
    if (Object.values(change).some((id) => id !== null)) set(change);
  }, [lists]);

  if (!lists) return <Skeleton h="32" borderRadius="xl" />;
  const billingChoices = [...lists.billing, ...lists.shipping];
  const saved = (kind: "shipping" | "billing") => (address: Address) => {
    setAdding(null);
    set(kind === "shipping" ? { shippingId: address.id } : { billingId: address.id });
    onReload();
  };
  const editor = (kind: "shipping" | "billing") => (
    <AddressEditor kind={kind} machine={machine} initial={initial} onSaved={saved(kind)}
      onCancel={() => setAdding(null)}
      title={kind === "shipping" ? t`New shipping address` : t`New billing address`} />
  );
  return (
    <Stack gap="6">
      {needsShipping ? (
        <Stack gap="3">
          <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="medium">{t`Shipping address`}</Heading>
          {lists.shipping.length > 0 ? (
            <SavedAddressChoice legend={t`Shipping address`} addresses={lists.shipping} chosen={value.shippingId}
              defaultLabel={t`Default`} onChoose={(shippingId) => set({ shippingId })} />
          ) : <Text fontSize="sm" color="fg.muted">{t`You have no saved addresses yet.`}</Text>}
          {adding === "shipping" ? editor("shipping") : (
            <Button alignSelf="flex-start" size="sm" variant="outline" borderRadius="full"
              onClick={() => setAdding("shipping")}>
              {t`Add a new address`}
            </Button>
          )}
          {errors.shipping ? <Text role="alert" color="fg.error" fontSize="sm">{errors.shipping}</Text> : null}
        </Stack>
      ) : null}
      <Stack gap="3">
        <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="medium">{t`Billing address`}</Heading>
        {needsShipping ? (
          <CheckboxField label={t`Same as the shipping address`} name="billing_same" checked={value.billingSame}
            onChange={(billingSame) => set({ billingSame })} />
        ) : null}
        {value.billingSame && needsShipping ? null : (
          <>
            {billingChoices.length > 0 ? (
              <SavedAddressChoice legend={t`Billing address`} addresses={billingChoices} chosen={value.billingId}
                defaultLabel={t`Default`} onChoose={(billingId) => set({ billingId })} />
            ) : null}
            {adding === "billing" ? editor("billing") : (
              <Button alignSelf="flex-start" size="sm" variant="outline" borderRadius="full"
                onClick={() => setAdding("billing")}>
                {t`Add a billing address`}
              </Button>
            )}
          </>
        )}
        {errors.billing ? <Text role="alert" color="fg.error" fontSize="sm">{errors.billing}</Text> : null}
      </Stack>
    </Stack>
  );
}
