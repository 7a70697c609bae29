import { Box, Button, Field, Grid, Heading, Separator, Spinner, Stack, Text, Textarea } from "@chakra-ui/react";
import { useSelector } from "@xstate/react";
import { useCallback, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { FREE_STANDARD_FROM, isProductItem, type ShippingMethod } from "#contract/cart.ts";
import { ORDER_NOTE_MAX } from "#contract/checkout.ts";
import { shipDate } from "#contract/dispatch.ts";
import type { Branch } from "#contract/general.ts";
import type { Address } from "#contract/user.ts";
import type { addressFormMachine, AddressDraft } from "#machines/address-form.machine.ts";
import { BagIcon } from "#components/chrome/icons.tsx";
import { CheckboxField, FormAlert } from "#components/form/index.ts";
import type { PhoneCheck } from "#components/form/LazyPhoneField.tsx";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { cartErrorText } from "#components/cart/cart-messages.ts";
import { CartSummary } from "#components/cart/CartSummary.tsx";
import { summaryDiscounts } from "#components/cart/summary-discounts.ts";
import { ShippingChoice } from "#components/cart/ShippingChoice.tsx";
import { feesOf, pendingShipping, samePending } from "#components/cart/shipping.ts";
import { calendarDay } from "#lib/order-dates.ts";
import { useCartCommands, useCartSnapshot } from "#lib/cart.tsx";
import { useDialogs } from "#lib/feedback.tsx";
import { useLocale } from "#lib/locale.tsx";
import { outcomeOf } from "#lib/form-outcome.ts";
import { formatBaht } from "#contract/money.ts";
import { useSession } from "#lib/session.tsx";
import { useShopActor } from "#lib/shop.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { ChangesPanel } from "../components/ChangesPanel.tsx";
import { changeText } from "../components/change-messages.ts";
import { ContactFields, type ContactDraft, type ContactErrors } from "../components/ContactFields.tsx";
import type { CheckoutDraft } from "#contract/checkout-draft.ts";
import { draftFor } from "#machines/checkout.machine.ts";
import { OrderLines } from "#components/page/OrderLines.tsx";
import { detailsOf, validate, type CheckoutErrors } from "./checkout-form.ts";
import { GuestAddresses, type GuestAddressValue } from "./GuestAddresses.tsx";
import { MemberAddresses, type MemberAddressValue } from "./MemberAddresses.tsx";

export interface CheckoutTemplateProps {
  /** The address form machine with the location calls and address-book saving provided (src/app). */
  addressMachine: typeof addressFormMachine;
  branches: readonly Branch[] | undefined;
  /** The member's saved addresses (GET api/user/address); null while loading or for a guest. */
  memberAddresses: { shipping: Address[]; billing: Address[] } | null;
  onReloadAddresses: () => void;
}

/**
 * /checkout (spec §2 Cart and checkout): renders the `checkout` actor of the shop system and the cart it reads, and
 * turns the form into `checkout.place`. The machine checks, asks to confirm changes, places and opens payment.
 */
export function CheckoutTemplate({ addressMachine, branches, memberAddresses,
  onReloadAddresses }: CheckoutTemplateProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const { to } = useLocalePath();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const session = useSession();
  const checkout = useShopActor("checkout");
  const commands = useCartCommands();
  const state = useSelector(checkout, (s) => s.value);
  const check = useSelector(checkout, (s) => s.context.check);
  const failure = useSelector(checkout, (s) => s.context.failure);
  const cart = useCartSnapshot((s) => s.context.cart);
  const cartLoading = useCartSnapshot((s) => s.context.cart === null && !s.matches("idle"));
  const shippingDraft = useCartSnapshot(pendingShipping, samePending);
  const cartBusy = useCartSnapshot((s) => !s.matches("idle"));

  // The form lives in the checkout machine's draft (decision 0121): leaving the page or reloading keeps it.
  const cartId = cart?.id ?? null;
  const draft = useSelector(checkout, (s) => draftFor(s.context, cartId));
  const { contact, guest, member, note } = draft;
  const edit = (change: Partial<CheckoutDraft>) => checkout.send({ type: "checkout.edit", change });
  const [phoneCheck, setPhoneCheck] = useState<PhoneCheck["state"]>("empty");
  // Consent is given for this order, on this visit: it is not part of the draft.
  const [policy, setPolicy] = useState(false);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [shippingError, setShippingError] = useState<string | null>(null);

  useEffect(() => checkout.send({ type: "checkout.start" }), [checkout]);
  const money = useCallback((satang: number) => formatBaht(satang, locale), [locale]);

  if (state === "placed" || (state === "placing" && !cart)) {
    return (
      <Stack alignItems="center" py="16" gap="3" role="status">
        <Spinner size="lg" color="brand.solid" />
        <Text>{t`Opening the payment page…`}</Text>
      </Stack>
    );
  }
  if (!cart || cart.item_count === 0) {
    if (cartLoading) return <Stack alignItems="center" py="16"><Spinner size="lg" color="brand.solid" /></Stack>;
    return (
      <EmptyState icon={<BagIcon size={28} />} title={t`Nothing to check out yet`}
        text={t`Add products to your cart first.`}
        action={<Button asChild colorPalette="brand" borderRadius="full"><Link
          to={to("/my-cart")}>{t`Go to my cart`}</Link></Button>} />
    );
  }

  const method: ShippingMethod = cart.shipping_method ?? "standard";
  const needsShipping = method !== "pickup";
  const signedIn = session.signedIn;
  const busy = state === "checking" || state === "placing";
  const draftForAddress: AddressDraft = {
    place_type: "home", first_name: signedIn ? session.user?.first_name ?? "" : contact.first_name,
    last_name: signedIn ? session.user?.last_name ?? "" : contact.last_name,
    phone: contact.phone.number ? contact.phone : { country_code: "TH", number: "" }, street_address: "",
    is_default: false,
  };
  const dispatchDay = check?.expected_dispatch ?? shipDate(new Date());
  const dispatchText = calendarDay(dispatchDay, locale);

  // A new address choice answers the address messages; the next Place order checks again.
  const dropAddressErrors = () => setErrors(({ shipping: _s, billing: _b, ...rest }) => rest);
  const changeGuest = (next: GuestAddressValue) => {
    edit({ guest: next });
    dropAddressErrors();
  };
  const changeMember = (next: MemberAddressValue) => {
    edit({ member: next });
    dropAddressErrors();
  };
  const place = () => {
    setSubmitted(true);
    const found = validate({ signedIn, contact, phoneCheck, guest, member, needsShipping, policy }, i18n);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    checkout.send({ type: "checkout.place", details: detailsOf({ signedIn, contact, guest, member, needsShipping,
      note }) });
  };
  const chooseShipping = async (next: ShippingMethod, branchId?: number) => {
    setShippingError(null);
    const outcome = await commands.applyShipping(next, branchId);
    if (!outcome.ok) setShippingError(cartErrorText(outcome.code, i18n));
  };

  const names = new Map(cart.items.filter(isProductItem).map((item) => [item.product_id, item.name]));
  const changeLines = (check?.changes ?? []).map((change) =>
    changeText(change, names.get(change.product_id ?? -1) ?? t`A product`, money, i18n));
  const showChanges = state === "confirmingChanges" || (state === "failed" && failure?.code === "blocked");
  const serverMessages = failure && failure.code !== "blocked"
    ? Object.values(outcomeOf(failure.error).fields) : [];
  const failureText = failure && failure.code !== "blocked"
    ? (failure.code === "cart_empty" ? t`Your cart is empty.` : outcomeOf(failure.error).message) : null;
  const formErrors = Object.values(errors).filter((e): e is string => typeof e === "string");

  return (
    <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 400px" }} gap={{ base: "8", lg: "12" }}
      alignItems="start">
      {/* Not a <form>: the address forms inside it are forms of their own (forms cannot nest). */}
      <Stack gap="8" as="section" aria-label={t`Your details`}>
        {signedIn ? (
          <Text fontSize="sm" color="fg.muted">{t`Signed in as ${session.user?.email ?? ""}`}</Text>
        ) : (
          <Box borderWidth="1px" borderColor="brand.border" bg="brand.subtle" borderRadius="xl" p="4">
            <Text fontWeight="semibold">{t`Have an account?`}</Text>
            <Text
              fontSize="sm" color="fg.muted"
              mb="3">{t`Log in for faster checkout with your saved addresses, and collect points.`}</Text>
            <Button size="sm" variant="outline" borderRadius="full" onClick={() => dialogs.open("signIn")}>
              {t`Log in`}</Button>
          </Box>
        )}
        {signedIn ? null : (
          <Stack gap="3">
            <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="medium">{t`Contact`}</Heading>
            <ContactFields value={contact} errors={errors.contact ?? {} as ContactErrors} submitted={submitted}
              onChange={(next) => {
                edit({ contact: next });
                // A field's message goes once the shopper changes that field.
                setErrors(({ contact: old = {}, ...rest }) => {
                  const kept = Object.fromEntries(Object.entries(old).filter(([key]) =>
                    next[key as keyof ContactDraft] === contact[key as keyof ContactDraft]));
                  return Object.keys(kept).length > 0 ? { ...rest, contact: kept } : rest;
                });
              }} onPhoneCheck={setPhoneCheck} />
          </Stack>
        )}
        <Stack gap="3">
          <ShippingChoice method={method} branchId={cart.branch_id} pending={shippingDraft} branches={branches}
            busy={cartBusy}
            fees={feesOf(cart, money)} freeFrom={money(FREE_STANDARD_FROM)} error={shippingError}
            onChoose={(next, branchId) => void chooseShipping(next, branchId)} />
          <Text fontSize="sm" fontWeight="medium" data-testid="expected-dispatch">
            {t`Ships on ${dispatchText} if paid now.`}</Text>
        </Stack>
        {signedIn ? (
          <MemberAddresses lists={memberAddresses} onReload={onReloadAddresses} value={member} onChange={changeMember}
            machine={addressMachine} initial={draftForAddress} needsShipping={needsShipping} errors={errors} />
        ) : (
          <GuestAddresses value={guest} onChange={changeGuest} machine={addressMachine} initial={draftForAddress}
            needsShipping={needsShipping} errors={errors} />
        )}
        <Field.Root>
          <Field.Label>{t`Note for the shop`}</Field.Label>
          <Textarea name="note" value={note} maxLength={ORDER_NOTE_MAX}
            onChange={(event) => edit({ note: event.target.value })} rows={3} />
          <Field.HelperText>{t`Optional, up to ${ORDER_NOTE_MAX} characters.`}</Field.HelperText>
        </Field.Root>
        <CheckboxField required name="accept_policy" checked={policy} error={errors.policy}
          onChange={(next) => { setPolicy(next); setErrors(({ policy: _gone, ...rest }) => rest); }}
          label={<>{t`I accept the`} <Link to={to("/terms-services")} target="_blank">
            {t`terms of service`}</Link> {t`and the`}{" "}
            <Link to={to("/privacy-policy")} target="_blank">{t`privacy policy`}</Link>.</>} />
        {showChanges ? (
          <ChangesPanel lines={changeLines} total={money(check?.total ?? cart.total)} blocked={state === "failed"}
            placing={false} onConfirm={() => checkout.send({ type: "checkout.confirm" })}
            onBack={() => checkout.send({ type: "checkout.back" })} cartHref={to("/my-cart")}
            onOpenCart={() => navigate(to("/my-cart"))} />
        ) : null}
        <FormAlert title={t`Please check your details`} message={formErrors.length > 0
          ? t`Some fields need your attention: see the messages below each.` : null} />
        <FormAlert title={t`The order was not placed`} message={failureText ? [failureText, ...serverMessages].join(" ")
          : null} />
        {state === "failed" && failure?.code !== "blocked" ? (
          <Button alignSelf="flex-start" variant="outline" borderRadius="full"
            onClick={() => checkout.send({ type: "checkout.retry" })}>
            {t`Try again`}
          </Button>
        ) : null}
        {showChanges ? null : (
          <Button size="lg" colorPalette="brand" borderRadius="full" loading={busy} disabled={cartBusy}
            onClick={() => {
              if (state === "failed") checkout.send({ type: "checkout.back" });
              place();
            }}>
            {t`Place order · ${money(cart.total)}`}
          </Button>
        )}
      </Stack>
      <CartSummary itemCount={cart.item_count} subtotal={money(cart.subtotal)}
        {...summaryDiscounts(cart, money)}
        couponName={cart.items.find((item) => item.type === "discount")?.name ?? null}
        shipping={cart.shipping > 0 ? money(cart.shipping) : null} vat={money(cart.vat)} total={money(cart.total)}
        busy={cartBusy}
        coupon={<OrderLines label={t`Items in your order`} lines={cart.items.filter(isProductItem).map((item) => ({
          key: item.cart_item_id, name: item.name, desc: item.desc, image: item.image, qty: item.qty,
          total: money(item.total),
        }))} />}>
        <Separator mb="4" />
        <Text fontSize="xs" color="fg.muted">{t`Prices include VAT. You pay on the next page.`}</Text>
        {/* The header keeps only the logo on checkout: this is the way back to change the cart. */}
        <Button asChild variant="outline" size="sm" borderRadius="full" mt="4">
          <Link to={to("/my-cart")}>{t`Go to my cart`}</Link>
        </Button>
      </CartSummary>
    </Grid>
  );
}
