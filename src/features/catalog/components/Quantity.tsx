import { Flex, IconButton, Input } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";

/** The quantity to add, 1..max (stock, capped at 99). Typing commits on blur or Enter; a bad entry goes back. */
export function Quantity({ value, max, onChange }: { value: number; max: number; onChange: (qty: number) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const top = Math.max(1, max);
  const commit = () => {
    const typed = Number.parseInt(text, 10);
    if (!Number.isFinite(typed)) return setText(String(value));
    const next = Math.min(Math.max(1, typed), top);
    setText(String(next));
    onChange(next);
  };
  return (
    <Flex alignItems="center" borderWidth="1px" borderColor="border" borderRadius="full" w="fit-content" bg="bg" h="12">
      <IconButton variant="ghost" borderRadius="full" aria-label={t`Decrease quantity`} disabled={value <= 1} onClick={() => onChange(value - 1)}>
        <span aria-hidden="true">−</span>
      </IconButton>
      <Input value={text} onChange={(e) => setText(e.target.value.replace(/[^0-9]/g, "").slice(0, 2))} onBlur={commit}
        onKeyDown={(e) => { if (e.key === "Enter") commit(); }} inputMode="numeric" aria-label={t`Quantity`}
        w="12" px="1" textAlign="center" border="none" fontWeight="semibold" />
      <IconButton variant="ghost" borderRadius="full" aria-label={t`Increase quantity`} disabled={value >= top} onClick={() => onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </IconButton>
    </Flex>
  );
}
