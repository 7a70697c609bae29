import { Flex, IconButton, Input } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { MAX_QTY } from "../../../../contract/cart.ts";

export interface QuantityStepperProps {
  value: number;
  /** The most the shopper may choose: stock, capped at 99. */
  max: number;
  /** What the quantity is of, for the accessible names ("Quantity of Hydra Serum"). */
  itemName: string;
  onChange: (qty: number) => void;
}

const clamp = (qty: number, max: number) => Math.min(Math.max(1, Math.trunc(qty)), Math.max(1, Math.min(max, MAX_QTY)));

/** − [n] + within 1..max. Typing commits on Enter or leaving the field; a blank or bad entry goes back. */
export function QuantityStepper({ value, max, itemName, onChange }: QuantityStepperProps) {
  const { t } = useLingui();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const top = Math.max(1, Math.min(max, MAX_QTY));

  const commit = () => {
    const typed = Number(text);
    if (!text.trim() || !Number.isFinite(typed)) return setText(String(value));
    const next = clamp(typed, top);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <Flex alignItems="center" borderWidth="1px" borderColor="border" borderRadius="full" w="fit-content" bg="bg">
      <IconButton variant="ghost" size="sm" borderRadius="full" aria-label={t`Decrease quantity of ${itemName}`}
        disabled={value <= 1} onClick={() => onChange(value - 1)}>
        <span aria-hidden="true">−</span>
      </IconButton>
      <Input value={text} onChange={(e) => setText(e.target.value.replace(/[^0-9]/g, ""))} onBlur={commit}
        onKeyDown={(e) => { if (e.key === "Enter") commit(); }} inputMode="numeric" aria-label={t`Quantity of ${itemName}`}
        w="12" h="8" px="1" textAlign="center" border="none" fontWeight="semibold" _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing" }} />
      <IconButton variant="ghost" size="sm" borderRadius="full" aria-label={t`Increase quantity of ${itemName}`}
        disabled={value >= top} onClick={() => onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </IconButton>
    </Flex>
  );
}
