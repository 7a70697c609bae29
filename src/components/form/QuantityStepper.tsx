import { Flex, IconButton, Input } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { MAX_QTY } from "#contract/cart.ts";

export interface QuantityStepperProps {
  value: number;
  /** The most the shopper may choose (stock); never above the cart's 99. */
  max: number;
  /** What the quantity is of, for the accessible names ("Quantity of Hydra Serum"); plain "Quantity" without it. */
  itemName?: string;
  /** "md" (48 px, the buy box) or "sm" (32 px, cart lines). */
  size?: "sm" | "md";
  onChange: (qty: number) => void;
}

/**
 * − [n] + within 1..max, used by the buy box and the cart lines. Typing commits on Enter or leaving the field; a
 * blank entry goes back, a too-large one becomes the maximum. onChange only fires for a different quantity.
 */
export function QuantityStepper({ value, max, itemName, size = "sm", onChange }: QuantityStepperProps) {
  const { t } = useLingui();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const top = Math.max(1, Math.min(max, MAX_QTY));
  const names = itemName === undefined
    ? { field: t`Quantity`, less: t`Decrease quantity`, more: t`Increase quantity` }
    : { field: t`Quantity of ${itemName}`, less: t`Decrease quantity of ${itemName}`,
      more: t`Increase quantity of ${itemName}` };

  const commit = () => {
    const typed = Number.parseInt(text, 10);
    if (!Number.isFinite(typed)) return setText(String(value));
    const next = Math.min(Math.max(1, typed), top);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  const button = size === "md" ? "md" : "sm";
  return (
    <Flex alignItems="center" borderWidth="1px" borderColor="border" borderRadius="full" w="fit-content" bg="bg"
      h={size === "md" ? "12" : undefined}>
      <IconButton variant="ghost" size={button} borderRadius="full" aria-label={names.less} disabled={value <= 1}
        onClick={() => onChange(value - 1)}>
        <span aria-hidden="true">−</span>
      </IconButton>
      <Input value={text} onChange={(e) => setText(e.target.value.replace(/[^0-9]/g, "").slice(0, 3))} onBlur={commit}
        onKeyDown={(e) => { if (e.key === "Enter") commit(); }} inputMode="numeric" aria-label={names.field}
        w="12" h={size === "md" ? "10" : "8"} px="1" textAlign="center" border="none" fontWeight="semibold"
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing" }} />
      <IconButton variant="ghost" size={button} borderRadius="full" aria-label={names.more} disabled={value >= top}
        onClick={() => onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </IconButton>
    </Flex>
  );
}
