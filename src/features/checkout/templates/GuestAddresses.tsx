import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { addressFormMachine, AddressDraft } from "#machines/address-form.machine.ts";
import { CheckboxField } from "#components/form/index.ts";
import { Written } from "#components/page/Written.tsx";
import { AddressEditor, type TypedAddress } from "./AddressEditor.tsx";

export interface GuestAddressValue {
  shipping: TypedAddress | null;
  billingSame: boolean;
  billing: TypedAddress | null;
}

export interface AddressErrors {
  shipping?: string | undefined;
  billing?: string | undefined;
}

export interface GuestAddressesProps {
  value: GuestAddressValue;
  onChange: (next: GuestAddressValue) => void;
  machine: typeof addressFormMachine;
  /** The contact's names and phone, so the shopper does not type them twice. */
  initial: AddressDraft;
  /** Pickup at a branch needs no shipping address. */
  needsShipping: boolean;
  errors: AddressErrors;
}

function Typed({ address, onChange, label }: { address: TypedAddress; onChange: () => void; label: string }) {
  const { t } = useLingui();
  return (
    <Box borderWidth="1px" borderColor="brand.border" bg="brand.subtle" borderRadius="xl" p="4" fontSize="sm">
      <Text as="address" fontStyle="normal" lineHeight="1.6" aria-label={label}>
        {address.lines.map((line) => <Box as="span" display="block" key={line}><Written>{line}</Written></Box>)}
      </Text>
      <Button size="sm" variant="outline" borderRadius="full" mt="3" onClick={onChange}>{t`Change`}</Button>
    </Box>
  );
}

/** A guest's shipping address and billing choice, typed through the Thai cascade; nothing is saved to an account. */
export function GuestAddresses({ value, onChange, machine, initial, needsShipping, errors }: GuestAddressesProps) {
  const { t } = useLingui();
  const set = (change: Partial<GuestAddressValue>) => onChange({ ...value, ...change });
  return (
    <Stack gap="6">
      {needsShipping ? (
        <Stack gap="3">
          <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="medium">{t`Shipping address`}</Heading>
          {value.shipping ? (
            <Typed address={value.shipping} label={t`Shipping address`} onChange={() => set({ shipping: null })} />
          ) : (
            <AddressEditor kind="shipping" title={t`Where should we deliver?`} machine={machine} initial={initial}
              onUse={(shipping) => set({ shipping })} />
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
        {value.billingSame && needsShipping ? null : value.billing ? (
          <Typed address={value.billing} label={t`Billing address`} onChange={() => set({ billing: null })} />
        ) : (
          <AddressEditor kind="billing" title={t`Billing address for the tax invoice`} machine={machine}
            initial={initial}
            onUse={(billing) => set({ billing })} />
        )}
        {errors.billing ? <Text role="alert" color="fg.error" fontSize="sm">{errors.billing}</Text> : null}
      </Stack>
    </Stack>
  );
}
