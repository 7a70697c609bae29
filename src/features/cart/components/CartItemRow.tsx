import { Box, Button, chakra, Flex, Image, Text, VisuallyHidden } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { QuantityStepper } from "#components/form/QuantityStepper.tsx";

const RouterLink = chakra(Link);

export interface CartItemRowProps {
  name: string;
  desc: string;
  image: string;
  /** Already localized. */
  href: string;
  unitPrice: string;
  compareAtPrice: string | null;
  lineTotal: string;
  qty: number;
  maxQty: number;
  /** A pre-check problem or a failed change for this line, already in words. */
  notice: string | null;
  lowStock: number | null;
  onQtyChange: (qty: number) => void;
  onRemove: () => void;
}

/** One product line: picture, name, unit price, quantity, line total and remove. */
export function CartItemRow(props: CartItemRowProps) {
  const { t } = useLingui();
  const { name, lowStock } = props;
  return (
    <Flex as="li" gap={{ base: "3", md: "5" }} py="5" borderBottomWidth="1px" borderColor="border"
      alignItems="flex-start">
      <RouterLink to={props.href} flexShrink={0} borderRadius="xl" overflow="hidden" bg="bg.subtle"
        w={{ base: "84px", md: "112px" }}
        h={{ base: "84px", md: "112px" }} tabIndex={-1} aria-hidden="true">
        <Image src={props.image} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
      </RouterLink>
      <Flex flex="1" minW="0" direction={{ base: "column", md: "row" }} gap={{ base: "3", md: "6" }}>
        <Box flex="1" minW="0">
          <RouterLink to={props.href} fontWeight="semibold" lineHeight="short" _hover={{ color: "brand.fg" }}>
            {name}</RouterLink>
          <Text fontSize="sm" color="fg.muted" mt="1">{props.desc}</Text>
          <Text fontSize="sm" mt="1">
            {props.unitPrice}
            {props.compareAtPrice ? (
              <chakra.s ms="2" color="fg.muted">{props.compareAtPrice}</chakra.s>
            ) : null}
          </Text>
          {lowStock !== null ? (
            <Text fontSize="xs" color="fg.muted" mt="1">{t`Only ${lowStock} left in stock`}</Text>
          ) : null}
          {props.notice ? (
            <Text fontSize="sm" color="fg.error" mt="2" role="note">{props.notice}</Text>
          ) : null}
          <Button variant="plain" size="xs" color="fg.muted" textDecoration="underline" px="0" mt="1" h="8"
            onClick={props.onRemove}>
            {/* The visible word starts the accessible name, which then says which product (WCAG 2.5.3). */}
            {t`Remove`} <VisuallyHidden>{name}</VisuallyHidden>
          </Button>
        </Box>
        <Flex alignItems="center" justifyContent="space-between" gap="4" direction={{ base: "row", md: "column" }}
          alignSelf={{ base: "stretch", md: "flex-start" }} minW={{ md: "140px" }}>
          <QuantityStepper value={props.qty} max={props.maxQty} itemName={name} onChange={props.onQtyChange} />
          <Text fontWeight="semibold" textAlign="end">{props.lineTotal}</Text>
        </Flex>
      </Flex>
    </Flex>
  );
}
