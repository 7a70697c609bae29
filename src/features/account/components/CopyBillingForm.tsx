import { Box, Button, Heading, HStack, Stack } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Address } from "#contract/user.ts";
import { CheckboxField } from "#components/form/index.ts";
import { SelectField } from "./SelectField.tsx";

export interface CopyBillingFormProps {
  shipping: Address[];
  saving: boolean;
  onSubmit: (shippingId: number, isDefault: boolean) => void;
  onCancel: () => void;
}

/** "Same as shipping address": a billing address copied from one of the member's shipping addresses. */
export function CopyBillingForm({ shipping, saving, onSubmit, onCancel }: CopyBillingFormProps) {
  const { t } = useLingui();
  const first = shipping.find((a) => a.is_default) ?? shipping[0];
  const [chosen, setChosen] = useState(first ? String(first.id) : "");
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(t`Please choose a shipping address.`);
      return;
    }
    onSubmit(Number(chosen), isDefault);
  };

  const title = t`Same as shipping address`;
  return (
    <Box borderWidth="1px" borderColor="brand.border" borderRadius="2xl" p={{ base: "4", md: "6" }}>
      <Heading as="h3" ref={headingRef} tabIndex={-1} fontSize="lg" fontFamily="heading" fontWeight="medium"
        outline="none">{title}</Heading>
      <form noValidate onSubmit={submit} aria-label={title}>
        <Stack gap="5" mt="5" maxW="xl">
          <SelectField label={t`Shipping address to copy`} name="copy_from_id" required value={chosen}
            placeholder={t`Choose a shipping address`}
            options={shipping.map((a) => ({
              value: String(a.id),
              label: `${a.first_name} ${a.last_name}, ${a.street_address}, ${a.province.name} ${a.postal_code}`,
            }))}
            onChange={(v) => {
              setChosen(v);
              setError(undefined);
            }} error={error} />
          <CheckboxField label={t`Use as my default address`} name="is_default" checked={isDefault}
            onChange={setIsDefault} />
          <HStack gap="3">
            <Button type="submit" colorPalette="brand" borderRadius="full" px="8" loading={saving}>{t`Save`}</Button>
            <Button type="button" variant="ghost" borderRadius="full" onClick={onCancel} disabled={saving}>
              {t`Cancel`}</Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
