import { Box } from "@chakra-ui/react";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useShopActor } from "#lib/shop.tsx";
import { PaymentStatusPanel } from "../components/PaymentStatusPanel.tsx";

/**
 * /order/{id}/return: back from the provider's page. The `payment` actor polls GET api/order/payment until the
 * charge is final, then opens the complete page, or the payment page with the failure (decision 0126).
 */
export function PaymentReturnTemplate({ orderId, token, money }: {
  orderId: string; token: string | null; money: (satang: number) => string;
}) {
  const payment = useShopActor("payment");
  const value = useSelector(payment, (s) => (typeof s.value === "string" ? s.value : Object.keys(s.value)[0]!));
  const state = useSelector(payment, (s) => s.context.state);
  useEffect(() => {
    payment.send({ type: "payment.return", orderId, token });
  }, [payment, orderId, token]);
  // Until the answer moves the shopper on, the page says it is checking (a pending QR is only waited for here).
  const shown = value === "stalled" || value === "closed" || value === "missing" ? value : "polling";
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="2xl" p={{ base: "5", md: "6" }} bg="bg.panel">
      <PaymentStatusPanel value={shown} state={state} provider="unavailable" money={money}
        onCheck={() => payment.send({ type: "payment.check" })} />
    </Box>
  );
}
