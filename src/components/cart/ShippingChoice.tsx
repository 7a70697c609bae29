import { Box, chakra, Flex, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { SHIP_CUTOFF_HOUR, type ShippingMethod } from "#contract/cart.ts";
import type { Branch } from "#contract/general.ts";

/** A choice sent to the server and not answered yet. */
export interface PendingShipping {
  method: ShippingMethod;
  branchId: number | null;
}

export interface ShippingChoiceProps {
  /** What the cart is priced with (null from the server means standard). */
  method: ShippingMethod;
  branchId: number | null;
  /** The choice the server is pricing (the cart's in-flight or queued command): shown as chosen meanwhile. */
  pending?: PendingShipping | null | undefined;
  /** Each method's fee, already formatted; null: free. */
  fees: Readonly<Record<ShippingMethod, string | null>>;
  /** "Free from ฿1,500", already formatted, shown under standard while it is not free. */
  freeFrom: string;
  branches: readonly Branch[] | undefined;
  busy: boolean;
  /** Why the last choice was refused, in words. */
  error: string | null;
  onChoose: (method: ShippingMethod, branchId?: number) => void;
}

/**
 * Shipping method as a radio group with each fee, and the ship-date rule (spec §9). Pickup opens the branch list
 * (api/general/store); it is sent once a branch is picked, since the server needs one. Totals come from the answer.
 */
export function ShippingChoice({ method, branchId, pending = null, fees, freeFrom, branches, busy, error,
  onChoose }: ShippingChoiceProps) {
  const { t } = useLingui();
  const name = useId();
  // Pickup chosen here but no branch picked yet: show the branches, keep the server's method until one is.
  const [wantsPickup, setWantsPickup] = useState(false);
  // A choice on its way shows as chosen; its answer (or refusal) takes over.
  const shown: ShippingMethod = wantsPickup ? "pickup" : (pending?.method ?? method);
  const shownBranch = wantsPickup ? null : pending ? pending.branchId : branchId;

  const choose = (next: ShippingMethod) => {
    if (next === "pickup") {
      if (shown === "pickup") return;
      setWantsPickup(true);
      return;
    }
    setWantsPickup(false);
    if (next !== (pending?.method ?? method)) onChoose(next);
  };
  const chooseBranch = (id: number) => {
    setWantsPickup(false);
    if (shown !== "pickup" || id !== shownBranch) onChoose("pickup", id);
  };

  const free = t`Free`;
  const options: { value: ShippingMethod; label: string; note: string | null }[] = [
    { value: "standard", label: t`Standard delivery`, note:
      fees.standard === null ? null : t`Free from ${freeFrom} of products` },
    { value: "express", label: t`Express delivery`, note: null },
    { value: "pickup", label: t`Pick up at a branch`, note: t`Collect it at one of our branches` },
  ];
  const cutoff = `${String(SHIP_CUTOFF_HOUR).padStart(2, "0")}:00`;
  return (
    <chakra.fieldset aria-busy={busy}>
      <chakra.legend fontWeight="semibold" fontSize="sm" mb="2">{t`Shipping method`}</chakra.legend>
      <Stack gap="2">
        {options.map((option) => {
          const checked = shown === option.value;
          const fee = fees[option.value];
          return (
            <chakra.label key={option.value} display="flex" gap="3" alignItems="flex-start" cursor="pointer" p="3"
              borderWidth="1px" borderRadius="xl" borderColor={checked ? "brand.solid" : "border"}
              bg={checked ? "brand.subtle" : "bg"}
              _focusWithin={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "1px" }}>
              <chakra.input type="radio" name={name} value={option.value} checked={checked}
                onChange={() => choose(option.value)}
                mt="1" accentColor="var(--chakra-colors-brand-solid)" />
              <Box flex="1" minW="0">
                <Flex justifyContent="space-between" gap="3">
                  <Text as="span" fontSize="sm" fontWeight="medium">{option.label}</Text>
                  <Text as="span" fontSize="sm" fontVariantNumeric="tabular-nums" flexShrink="0">{fee ?? free}</Text>
                </Flex>
                {option.note ? <Text fontSize="xs" color="fg.muted">{option.note}</Text> : null}
              </Box>
            </chakra.label>
          );
        })}
      </Stack>
      {shown === "pickup" ? (
        <Box as="fieldset" mt="3" ps="3" borderStartWidth="2px" borderColor="brand.solid">
          <chakra.legend fontSize="sm" fontWeight="medium" mb="2">{t`Choose a branch`}</chakra.legend>
          {branches === undefined ? (
            <Text fontSize="sm" color="fg.muted">{t`Loading branches…`}</Text>
          ) : (
            <Stack gap="2">
              {branches.map((branch) => (
                <chakra.label key={branch.id} display="flex" gap="3" alignItems="flex-start" cursor="pointer"
                  fontSize="sm">
                  <chakra.input type="radio" name={`${name}-branch`} value={branch.id} mt="1"
                    checked={shown === "pickup" && shownBranch === branch.id}
                    onChange={() => chooseBranch(branch.id)} accentColor="var(--chakra-colors-brand-solid)" />
                  <Box minW="0">
                    <Text as="span" fontWeight="medium">{branch.name}</Text>
                    <Text fontSize="xs" color="fg.muted">{branch.address}</Text>
                    <Text fontSize="xs" color="fg.muted">{branch.hours}</Text>
                  </Box>
                </chakra.label>
              ))}
            </Stack>
          )}
          {wantsPickup ? <Text fontSize="xs" color="fg.muted" mt="2">{t`Pick a branch to switch to pickup.`}</Text>
            : null}
        </Box>
      ) : null}
      <Text fontSize="xs" color="fg.muted" mt="3">
        {t`Paid before ${cutoff} ships the same day, from ${cutoff} the next working day. Nothing ships at weekends.`}
      </Text>
      {error ? <Text role="alert" fontSize="sm" color="fg.error" mt="2">{error}</Text> : null}
    </chakra.fieldset>
  );
}
