import { Box, Button, chakra, Flex, Grid, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useCallback, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import {
  FREE_STANDARD_FROM, isProductItem, MAX_QTY, type Cart, type CouponPreview,
  type ShippingMethod,
} from "#contract/cart.ts";
import { couponMisfit } from "#contract/coupon-fit.ts";
import type { ErrorCode } from "#contract/errors.ts";
import type { Branch } from "#contract/general.ts";
import { useCartActor, useCartCommands, useCartSnapshot } from "#lib/cart.tsx";
import { useConfirm, useDialogs, useToast } from "#lib/feedback.tsx";
import { formatDate } from "#lib/dates.ts";
import { useLocale } from "#lib/locale.tsx";
import { useSession } from "#lib/session.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { cartErrorText, couponErrorText, couponReceived, misfitText,
  problemText } from "#components/cart/cart-messages.ts";
import { CartItemRow } from "../components/CartItemRow.tsx";
import { CartSummary } from "#components/cart/CartSummary.tsx";
import { summaryDiscounts } from "#components/cart/summary-discounts.ts";
import { CheckoutActions } from "../components/CheckoutActions.tsx";
import { CouponForm } from "../components/CouponForm.tsx";
import { ShippingChoice } from "#components/cart/ShippingChoice.tsx";
import { feesOf, pendingShipping, samePending } from "#components/cart/shipping.ts";
import { formatBaht } from "#contract/money.ts";
import { isOnSale, stockState } from "#lib/product-state.ts";

const RouterLink = chakra(Link);

type Snapshot = Parameters<Parameters<typeof useCartSnapshot>[0]>[0];

/** The quantity each line is heading to: the in-flight update, then queued ones (the latest wins). */
function pendingQuantities(s: Snapshot): Readonly<Record<number, number>> {
  const out: Record<number, number> = {};
  const current = s.context.current;
  if (!s.matches("idle") && current?.type === "cart.updateItem") out[current.cartItemId] = current.qty;
  for (const command of s.context.queue) if (command.type === "cart.updateItem") out[command.cartItemId] = command.qty;
  return out;
}

function sameQuantities(a: Readonly<Record<number, number>>, b: Readonly<Record<number, number>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[Number(k)] === b[Number(k)]);
}

/**
 * The /my-cart flow: reads the cart actor and turns the shopper's actions into cart commands. `branches` (from
 * api/general/store, loaded by the page) are the pickup choices; undefined while loading.
 */
export function CartTemplate({ branches }: { branches?: readonly Branch[] | undefined } = {}) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const { to } = useLocalePath();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const dialogs = useDialogs();
  const { signedIn } = useSession();
  const actor = useCartActor();
  const commands = useCartCommands();

  const cart = useCartSnapshot((s) => s.context.cart);
  const coupon = useCartSnapshot((s) => s.context.coupon);
  const tempCoupon = useCartSnapshot((s) => s.context.tempCoupon);
  const problems = useCartSnapshot((s) => s.context.problems);
  const loadFailed = useCartSnapshot((s) => s.context.failure?.command === "cart.load" && s.context.cart === null);
  const firstLoad = useCartSnapshot((s) => s.context.cart === null
    && (s.matches("loading") || s.context.queue.some((c) => c.type === "cart.load")));
  const busy = useCartSnapshot((s) => !s.matches("idle"));

  // Quantities the shopper chose whose answers are still on their way (the machine's in-flight and queued
  // updates, the latest per line): the stepper keeps counting from them.
  const drafts = useCartSnapshot(pendingQuantities, sameQuantities);
  // The shipping method the shopper chose while the server prices it: shown as chosen until the answer takes over.
  const shippingDraft = useCartSnapshot(pendingShipping, samePending);
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [couponError, setCouponError] = useState<string | null>(null);
  const [couponBusy, setCouponBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const [shippingError, setShippingError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);

  const money = useCallback((satang: number) => formatBaht(satang, locale), [locale]);
  // The received coupon's terms against this cart (the machine refuses the same one-tap apply; the page knows the
  // session too, so a members' coupon asks a guest to log in).
  const receivedMisfitText = (received: CouponPreview, shown: Cart, member: boolean) => {
    const misfit = couponMisfit(received, shown, { signedIn: member }, new Date());
    return misfit ? misfitText(misfit, i18n, money, (iso) => formatDate(iso, locale)) : null;
  };
  const tellStale = useCallback(
    (code: ErrorCode) => {
      if (code === "cart_not_found") void toast({ status: "warning", title: cartErrorText(code, i18n) });
    },
    [i18n, toast],
  );

  const changeQty = (cartItemId: number, qty: number) => {
    setBlocked(null);
    void commands.updateItem(cartItemId, qty).then((outcome) => {
      setLineErrors(({ [cartItemId]: _old, ...rest }) => (outcome.ok ? rest
        : { ...rest, [cartItemId]: cartErrorText(outcome.code, i18n) }));
      if (!outcome.ok) tellStale(outcome.code);
    });
  };

  const remove = async (cartItemId: number, name: string) => {
    try {
      await confirm({ title: t`Remove this item?`, message: t`${name} will be taken out of your cart.`,
        variant: "yesNo" });
    } catch {
      return; // The shopper said no.
    }
    setBlocked(null);
    const outcome = await commands.removeItem(cartItemId);
    if (!outcome.ok) {
      if (outcome.code === "cart_not_found") tellStale(outcome.code);
      else void toast({ status: "error", title: t`Error`, message: cartErrorText(outcome.code, i18n) });
    }
  };

  const clearAll = async () => {
    try {
      await confirm({
        title: t`Clear your cart?`, message: t`Every item will be taken out of your cart.`,
        confirmText: t`Clear cart`, cancelText: t`Keep my items`,
      });
    } catch {
      return; // The shopper kept the cart.
    }
    setBlocked(null);
    const outcome = await commands.clear();
    if (!outcome.ok) {
      if (outcome.code === "cart_not_found") tellStale(outcome.code);
      else void toast({ status: "error", title: t`Error`, message: cartErrorText(outcome.code, i18n) });
    }
  };

  const applyReceived = async () => {
    setCouponBusy(true);
    const applied = await commands.applyCoupon();
    setCouponBusy(false);
    setCouponError(applied.ok ? null : couponErrorText(applied.code, i18n));
    if (!applied.ok) tellStale(applied.code);
  };

  // Spec §8: getting a coupon says whether it was found; applying it then says why it does not fit, if it does not.
  const submitCoupon = async (code: string) => {
    setCouponError(null);
    setCouponBusy(true);
    const got = await commands.getCoupon(code);
    if (!got.ok) {
      setCouponBusy(false);
      // One reason in both places: an unknown code reads 'No coupon found, please try again.' (spec §8), an expired
      // or not-yet-valid one says so instead of contradicting the field.
      const reason = couponErrorText(got.code, i18n);
      setCouponError(reason);
      void toast({ status: "error", title: t`Error`, message: reason });
      return;
    }
    void toast({ status: "success", title: i18n._(couponReceived) });
    await applyReceived();
  };

  const chooseShipping = async (method: ShippingMethod, branchId?: number) => {
    setShippingError(null);
    setBlocked(null);
    const outcome = await commands.applyShipping(method, branchId);
    if (!outcome.ok) {
      tellStale(outcome.code);
      setShippingError(cartErrorText(outcome.code, i18n));
    }
  };

  const removeCoupon = async () => {
    setCouponBusy(true);
    const outcome = await commands.removeCoupon();
    setCouponBusy(false);
    if (!outcome.ok) void toast({ status: "error", title: t`Error`, message: cartErrorText(outcome.code, i18n) });
  };

  const checkout = async () => {
    setChecking(true);
    const outcome = await commands.preCheck();
    setChecking(false);
    if (!outcome.ok) {
      tellStale(outcome.code);
      setBlocked(cartErrorText(outcome.code, i18n));
      return;
    }
    if (actor.getSnapshot().context.problems.length === 0) {
      navigate(to("/checkout"));
      return;
    }
    setBlocked(t`Some items need your attention before checkout. See the notes beside them.`);
    // Prices and stock may have moved: show the cart as the server has it now.
    void commands.load();
  };

  if (firstLoad) {
    return (
      <Stack gap="4" aria-busy="true" aria-label={t`Loading your cart`}>
        <Skeleton h="28" borderRadius="xl" />
        <Skeleton h="28" borderRadius="xl" />
      </Stack>
    );
  }

  if (loadFailed) {
    return (
      <Box role="alert" textAlign="center" py="12">
        <Text mb="4">{t`We could not load your cart.`}</Text>
        <Button borderRadius="full" onClick={() => void commands.load()}>{t`Try again`}</Button>
      </Box>
    );
  }

  const items = cart?.items.filter(isProductItem) ?? [];
  if (!cart || items.length === 0) {
    return (
      <Flex direction="column" alignItems="center" textAlign="center" gap="3" py={{ base: "10", md: "16" }} px="6"
        borderRadius="2xl" bg="bg.subtle" borderWidth="1px" borderColor="border">
        <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="medium">{t`Your cart is empty`}</Heading>
        <Text color="fg.muted" maxW="md">{t`Products you add will wait for you here.`}</Text>
        <Button asChild borderRadius="full" px="7" mt="3">
          <RouterLink to={to("/product/new-in")}>{t`Start shopping`}</RouterLink>
        </Button>
      </Flex>
    );
  }

  return (
    <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 400px" }} gap={{ base: "8", lg: "12" }}
      alignItems="start">
      <Box as="section" aria-labelledby="cart-items-title">
        <Heading as="h2" id="cart-items-title" srOnly>{t`Items in your cart`}</Heading>
        <Box as="ul" listStyleType="none" borderTopWidth="1px" borderColor="border">
          {items.map((item) => {
            const problem = problems.find((p) => p.cart_item_id === item.cart_item_id);
            const notice = lineErrors[item.cart_item_id] ?? (problem ? problemText(problem, i18n, money) : null);
            const stock = stockState(item.stock);
            return (
              <CartItemRow key={item.cart_item_id} name={item.name} desc={item.desc} image={item.image}
                href={to(`/product/detail/${item.slug}`)} unitPrice={money(item.unit_price)}
                compareAtPrice={isOnSale(item.unit_price, item.compare_at_price) ? money(item.compare_at_price) : null}
                lineTotal={money(item.total)} qty={drafts[item.cart_item_id] ?? item.qty}
                maxQty={Math.min(MAX_QTY, Math.max(item.stock, 1))} notice={notice}
                lowStock={stock.kind === "low" ? stock.left : null}
                onQtyChange={(qty) => changeQty(item.cart_item_id, qty)}
                onRemove={() => void remove(item.cart_item_id, item.name)} />
            );
          })}
        </Box>
        <Flex mt="5" gap="4" justifyContent="space-between" alignItems="center" wrap="wrap">
          <RouterLink to={to("/product/new-in")} color="brand.fg" fontWeight="semibold" fontSize="sm">
            {t`Continue shopping`}
          </RouterLink>
          <Button variant="ghost" size="sm" borderRadius="full" color="fg.muted" disabled={busy}
            onClick={() => void clearAll()}>{t`Clear cart`}</Button>
        </Flex>
      </Box>
      <CartSummary itemCount={cart.item_count} subtotal={money(cart.subtotal)}
        {...summaryDiscounts(cart, money)} couponName={coupon?.name ?? null}
        shipping={cart.shipping > 0 ? money(cart.shipping) : null} vat={money(cart.vat)} total={money(cart.total)}
        busy={busy}
        coupon={
          <CouponForm applied={coupon} received={tempCoupon} error={couponError} busy={couponBusy}
            receivedMisfit={tempCoupon ? receivedMisfitText(tempCoupon, cart, signedIn) : null}
            onSubmit={(code) => void submitCoupon(code)} onApplyReceived={() => void applyReceived()}
            onRemove={() => void removeCoupon()} />
        }
        shippingChoice={
          <ShippingChoice method={cart.shipping_method ?? "standard"} branchId={cart.branch_id} pending={shippingDraft}
            branches={branches}
            busy={busy} fees={feesOf(cart, money)}
            freeFrom={money(FREE_STANDARD_FROM)} error={shippingError}
            onChoose={(method, branchId) => void chooseShipping(method, branchId)} />
        }>
        <CheckoutActions signedIn={signedIn} checking={checking} blocked={blocked} onCheckout={() => void checkout()}
          onLogIn={() => dialogs.open("signIn")} />
      </CartSummary>
    </Grid>
  );
}
