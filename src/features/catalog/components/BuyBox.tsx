import { Button, Flex, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { MAX_QTY } from "#contract/cart.ts";
import type { ProductDetail } from "#contract/product.ts";
import { QuantityStepper } from "#components/form/QuantityStepper.tsx";
import { NotifyForm, type NotifyOutcome } from "./NotifyForm.tsx";
import { StockNote } from "./StockNote.tsx";

/** Stock state, quantity and "Add to cart"; the notify-me form instead when the product is sold out. */
export function BuyBox({ product, onAdd, onNotify }: {
  product: ProductDetail;
  /** Adds the chosen quantity to the cart; resolves once the cart has answered (the template tells the shopper). */
  onAdd: (qty: number) => Promise<unknown>;
  onNotify: (email: string) => Promise<NotifyOutcome>;
}) {
  const { t } = useLingui();
  const [qty, setQty] = useState(1);
  const [busy, setBusy] = useState(false);
  const max = Math.min(product.stock, MAX_QTY);
  const chosen = Math.min(qty, Math.max(1, max));

  const add = async () => {
    setBusy(true);
    await onAdd(chosen);
    setBusy(false);
  };

  return (
    <Stack gap="4">
      <StockNote stock={product.stock} />
      {product.stock > 0 ? (
        <Flex gap="3" wrap={{ base: "wrap", sm: "nowrap" }}>
          <QuantityStepper value={chosen} max={max} size="md" onChange={setQty} />
          <Button colorPalette="brand" size="lg" h="12" borderRadius="full" flex="1" minW="48" loading={busy}
            onClick={() => void add()}>
            {t`Add to cart`}
          </Button>
        </Flex>
      ) : (
        <NotifyForm onSubmit={onNotify} />
      )}
    </Stack>
  );
}
