import { Box, chakra, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import type { Address } from "#contract/user.ts";
import { Written } from "#components/page/Written.tsx";

export interface SavedAddressChoiceProps {
  legend: string;
  addresses: Address[];
  chosen: number | null;
  onChoose: (id: number) => void;
  /** Words for the default badge. */
  defaultLabel: string;
}

/** A member's saved addresses as a radio group (spec §2: the default is chosen first). */
export function SavedAddressChoice({ legend, addresses, chosen, onChoose, defaultLabel }: SavedAddressChoiceProps) {
  const name = useId();
  return (
    <chakra.fieldset>
      <chakra.legend srOnly>{legend}</chakra.legend>
      <Stack gap="2">
        {addresses.map((address) => {
          const checked = chosen === address.id;
          return (
            <chakra.label key={address.id} display="flex" gap="3" alignItems="flex-start" cursor="pointer" p="3"
              borderWidth="1px" borderRadius="xl" borderColor={checked ? "brand.solid" : "border"}
              bg={checked ? "brand.subtle" : "bg"}
              _focusWithin={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "1px" }}>
              <chakra.input type="radio" name={name} value={address.id} checked={checked}
                onChange={() => onChoose(address.id)}
                mt="1" accentColor="var(--chakra-colors-brand-solid)" />
              <Box fontSize="sm" minW="0">
                <Text fontWeight="semibold">
                  <Written>{`${address.first_name} ${address.last_name}`}</Written>
                  {address.is_default ? <Text as="span" ms="2" fontSize="xs" color="brand.fg">{defaultLabel}</Text>
                    : null}
                </Text>
                <Text color="fg.muted">{address.phone.formatted}</Text>
                <Text>
                  <Written>
                    {address.street_address}
                  </Written>, {address.sub_district.name}, {address.district.name}{", "}
                  {address.province.name} {address.postal_code}</Text>
              </Box>
            </chakra.label>
          );
        })}
      </Stack>
    </chakra.fieldset>
  );
}
