import { Button, Flex, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { MAX_QTY } from "../../../../contract/cart.ts";
import type { ProductDetail } from "../../../../contract/product.ts";
import { QuantityStepper } from "../../../components/form/QuantityStepper";
import { useCartCommands } from "../../../lib/cart";
import { useToast } from "../../../lib/feedback";
import { addToCartErrorText } from "./add-to-cart-messages";
import { NotifyForm, type NotifyOutcome } from "./NotifyForm";
import { StockNote } from "./StockNote";

/** Stock state, quantity and "Add to cart"; the notify-me form instead when the product is sold out. */
export function BuyBox({ product, onNotify, onStockChanged }: {
  product: ProductDetail;
  onNotify: (email: string) => Promise<NotifyOutcome>;
  /** The server said the stock differs from what the page shows: reload the product. */
  onStockChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const commands = useCartCommands();
  const toast = useToast();
  const [qty, setQty] = useState(1);
  const [busy, setBusy] = useState(false);
  const max = Math.min(product.stock, MAX_QTY);
  const chosen = Math.min(qty, Math.max(1, max));

  const add = async () => {
    setBusy(true);
    const outcome = await commands.addItem(product.id, chosen);
    setBusy(false);
    if (outcome.ok) {
      const name = product.name;
      void toast({ status: "success", title: t`Added to your cart`, message: t`${chosen} × ${name}` });
      return;
    }
    if (outcome.code === "insufficient_stock" || outcome.code === "out_of_stock") onStockChanged();
    void toast({ status: "error", title: t`Could not add to cart`, message: addToCartErrorText(outcome.code, product.stock, i18n) });
  };

  return (
    <Stack gap="4">
      <StockNote stock={product.stock} />
      {product.stock > 0 ? (
        <Flex gap="3" wrap={{ base: "wrap", sm: "nowrap" }}>
          <QuantityStepper value={chosen} max={max} size="md" onChange={setQty} />
          <Button colorPalette="brand" size="lg" h="12" borderRadius="full" flex="1" minW="48" loading={busy} onClick={() => void add()}>
            {t`Add to cart`}
          </Button>
        </Flex>
      ) : (
        <NotifyForm onSubmit={onNotify} />
      )}
    </Stack>
  );
}
