import { Box, Button, Heading, HStack, List, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useLingui } from "@lingui/react/macro";

export interface ChangesPanelProps {
  /** Each change in words. */
  lines: string[];
  /** The new total, formatted. */
  total: string;
  /** A sold-out or short line: nothing can be confirmed, the cart must change. */
  blocked: boolean;
  placing: boolean;
  onConfirm: () => void;
  onBack: () => void;
  /** The cart page, for a blocked checkout. */
  cartHref: string;
  onOpenCart: () => void;
}

/** The pre-check's changes per line (spec §7): the shopper agrees to the new figures before anything is placed. */
export function ChangesPanel({ lines, total, blocked, placing, onConfirm, onBack, cartHref,
  onOpenCart }: ChangesPanelProps) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    // The whole panel in view, its buttons too (focus alone scrolls only to the heading), and the heading read out.
    heading.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <Box as="section" ref={panel} role="alert" aria-labelledby="checkout-changes" borderWidth="2px" borderRadius="xl"
      p={{ base: "4", md: "5" }}
      borderColor={blocked ? "border.error" : "orange.solid"} bg={blocked ? "bg.error" : "orange.subtle"}>
      <Heading as="h2" id="checkout-changes" ref={heading} tabIndex={-1} fontSize="lg" outline="none">
        {blocked ? t`Some items cannot be ordered` : t`Your order has changed`}
      </Heading>
      <Text fontSize="sm" mt="1">
        {blocked ? t`Change these items in your cart, then place the order again.`
          : t`Please check the new figures before we place your order.`}
      </Text>
      <List.Root mt="3" gap="1" ps="5" fontSize="sm">
        {lines.map((line) => <List.Item key={line}>{line}</List.Item>)}
      </List.Root>
      {blocked ? null : <Text mt="3" fontWeight="semibold">{t`New total: ${total}`}</Text>}
      <HStack mt="4" gap="3" flexWrap="wrap">
        {blocked ? (
          <Button asChild colorPalette="brand" borderRadius="full">
            <a href={cartHref} onClick={(event) => { event.preventDefault(); onOpenCart(); }}>{t`Go to my cart`}</a>
          </Button>
        ) : (
          <Button colorPalette="brand" borderRadius="full" onClick={onConfirm} loading={placing}>
            {t`Confirm and place order`}
          </Button>
        )}
        <Button variant="outline" borderRadius="full" onClick={onBack} disabled={placing}>{t`Back`}</Button>
      </HStack>
    </Box>
  );
}
