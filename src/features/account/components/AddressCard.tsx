import { Badge, Box, Button, Flex, HStack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Address } from "#contract/user.ts";
import { placeLabel } from "#components/address/place-messages.ts";
import { Written } from "#components/page/Written.tsx";

export interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}

/** One address: name, phone, the address in lines, its type of place, a Default badge and its actions. */
export function AddressCard({ address, busy, onEdit, onDelete, onSetDefault }: AddressCardProps) {
  const { t, i18n } = useLingui();
  const name = `${address.first_name} ${address.last_name}`;
  const phone = address.phone.country_code === "TH" ? address.phone.formatted
    : address.phone.e164.replace(/^(\+\d{1,3})/, "$1 ");
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderColor={address.is_default ? "brand.border" : "border"}
      bg={address.is_default ? "brand.subtle" : "bg"} borderRadius="xl" p={{ base: "4", md: "5" }} display="flex"
      flexDirection="column" gap="3">
      <Flex justify="space-between" align="start" gap="3">
        <Box minW="0">
          <Text fontWeight="semibold" lineClamp={1}><Written>{name}</Written></Text>
          <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">{phone}</Text>
        </Box>
        <HStack gap="2" flexShrink={0}>
          <Badge variant="outline" colorPalette="gray">{placeLabel(address.place_type, i18n)}</Badge>
          {address.is_default ? <Badge colorPalette="brand" variant="solid">{t`Default`}</Badge> : null}
        </HStack>
      </Flex>
      <Text as="address" fontStyle="normal" fontSize="sm" lineHeight="1.6">
        <Written>{address.street_address}</Written>
        <br />
        {address.sub_district.name}, {address.district.name}
        <br />
        {address.province.name} {address.postal_code}
      </Text>
      <HStack gap="2" flexWrap="wrap" mt="auto">
        <Button size="sm" variant="outline" borderRadius="full" onClick={onEdit} disabled={busy}
          aria-label={t`Edit, ${name}`}>
          {t`Edit`}
        </Button>
        <Button size="sm" variant="ghost" colorPalette="red" borderRadius="full" onClick={onDelete} disabled={busy}
          aria-label={t`Delete, ${name}`}>
          {t`Delete`}
        </Button>
        {address.is_default ? null : (
          <Button size="sm" variant="ghost" borderRadius="full" onClick={onSetDefault} disabled={busy}
            aria-label={t`Set as default, ${name}`}>
            {t`Set as default`}
          </Button>
        )}
      </HStack>
    </Box>
  );
}
