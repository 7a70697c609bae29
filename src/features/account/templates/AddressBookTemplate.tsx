import { Box, Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMachine } from "@xstate/react";
import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { InspectionEvent } from "xstate";
import type { Address, AddressKind } from "#contract/user.ts";
import type { addressFormMachine, AddressDraft } from "#machines/address-form.machine.ts";
import { useConfirm, useToast } from "#lib/feedback.tsx";
import { AddressCard } from "../components/AddressCard.tsx";
import { addressFormView } from "#components/address/address-view.ts";
import { AddressForm } from "../components/AddressForm.tsx";
import { CopyBillingForm } from "../components/CopyBillingForm.tsx";
import { errorText } from "../components/account-messages.ts";
import type { FormOutcome } from "../components/form-outcome.ts";

export interface AddressLists {
  shipping: Address[];
  billing: Address[];
}

export interface AddressBookTemplateProps {
  /** Null until the first answer. */
  lists: AddressLists | null;
  /** The lists could not be loaded (and there is nothing to show). */
  loadFailed: boolean;
  onReload: () => void;
  /** The address form machine with its actors provided (src/app). */
  formMachine: typeof addressFormMachine;
  onDelete: (address: Address) => Promise<FormOutcome>;
  onSetDefault: (address: Address) => Promise<FormOutcome>;
  onCopyToBilling: (shippingId: number, isDefault: boolean) => Promise<FormOutcome>;
  /** Observes the form actor (model tests, the Stately inspector). */
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

type Editor = { kind: AddressKind; address: Address | null } | { kind: "copy" };

const emptyDraft = (): AddressDraft => ({
  place_type: "home", first_name: "", last_name: "", phone: { country_code: "TH", number: "" }, street_address: "",
  is_default: false,
});

function draftOf(address: Address): AddressDraft {
  return {
    place_type: address.place_type,
    first_name: address.first_name,
    last_name: address.last_name,
    phone: { country_code: address.phone.country_code, number: address.phone.formatted },
    street_address: address.street_address,
    is_default: address.is_default,
  };
}

/** /my-account/my-address (labelled My Shipping): shipping and billing lists, the address form, billing copies. */
export function AddressBookTemplate({
  lists, loadFailed, onReload, formMachine, onDelete, onSetDefault, onCopyToBilling, inspect,
}: AddressBookTemplateProps) {
  const { t } = useLingui();
  const toast = useToast();
  const confirm = useConfirm();
  const [editor, setEditor] = useState<Editor | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [copying, setCopying] = useState(false);

  const tell = (outcome: FormOutcome, success: string) => {
    if (outcome.ok) void toast({ status: "success", title: success });
    else void toast({ status: "error", title: t`Something went wrong!`, message: outcome.message });
  };

  const remove = async (address: Address) => {
    try {
      await confirm({
        title: t`Delete this address?`,
        message:
          t`${address.first_name} ${address.last_name}, ${address.street_address} will be removed from your addresses.`,
        variant: "yesNo",
      });
    } catch {
      return;
    }
    setBusyId(address.id);
    const outcome = await onDelete(address);
    setBusyId(null);
    tell(outcome, t`The address has been deleted.`);
    onReload();
  };

  const makeDefault = async (address: Address) => {
    setBusyId(address.id);
    const outcome = await onSetDefault(address);
    setBusyId(null);
    tell(outcome, t`Your default address has been changed.`);
    onReload();
  };

  const copy = async (shippingId: number, isDefault: boolean) => {
    setCopying(true);
    const outcome = await onCopyToBilling(shippingId, isDefault);
    setCopying(false);
    tell(outcome, t`The billing address has been saved.`);
    if (outcome.ok) {
      setEditor(null);
      onReload();
    }
  };

  const saved = () => {
    void toast({ status: "success", title: t`The address has been saved.` });
    setEditor(null);
    onReload();
  };

  if (!lists) {
    return loadFailed ? (
      <Flex role="alert" direction="column" align="start" gap="3" p="6" borderRadius="2xl" bg="bg.subtle">
        <Text>{t`Your addresses could not be loaded.`}</Text>
        <Button size="sm" variant="outline" borderRadius="full" onClick={onReload}>{t`Try again`}</Button>
      </Flex>
    ) : (
      <Stack gap="4" aria-busy="true">
        <Skeleton height="8" width="48" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4"><Skeleton height="40" /><Skeleton height="40" /></SimpleGrid>
      </Stack>
    );
  }

  const section = (kind: AddressKind) => {
    const items = lists[kind];
    const heading = kind === "shipping" ? t`Shipping addresses` : t`Billing addresses`;
    const open = editor && (editor.kind === kind || (kind === "billing" && editor.kind === "copy")) ? editor : null;
    return (
      <Box as="section" aria-labelledby={`${kind}-heading`}>
        <Flex justify="space-between" align={{ base: "start", sm: "center" }} gap="3" mb="4"
          direction={{ base: "column", sm: "row" }}>
          <Heading as="h2" id={`${kind}-heading`} fontSize="xl" fontFamily="heading" fontWeight="medium">
            {heading}</Heading>
          {open ? null : (
            <Flex gap="2" flexWrap="wrap">
              {kind === "billing" && lists.shipping.length > 0 ? (
                <Button size="sm" variant="outline" borderRadius="full" onClick={() => setEditor({ kind: "copy" })}>
                  {t`Same as shipping address`}
                </Button>
              ) : null}
              <Button size="sm" colorPalette="brand" borderRadius="full"
                onClick={() => setEditor({ kind, address: null })}>
                {kind === "shipping" ? t`Add address` : t`Add billing address`}
              </Button>
            </Flex>
          )}
        </Flex>
        {open ? (
          <Box mb="5">
            {open.kind === "copy" ? (
              <CopyBillingForm shipping={lists.shipping} saving={copying}
                onSubmit={(id, isDefault) => void copy(id, isDefault)}
                onCancel={() => setEditor(null)} />
            ) : (
              <AddressEditor key={`${open.kind}-${open.address?.id ?? "new"}`} kind={open.kind} address={open.address}
                machine={formMachine} inspect={inspect} onSaved={saved} onCancel={() => setEditor(null)} />
            )}
          </Box>
        ) : null}
        {items.length === 0 ? (
          <Text color="fg.muted" py="6" px="5" borderRadius="xl" bg="bg.subtle">
            {kind === "shipping" ? t`You have no shipping address yet.` : t`You have no billing address yet.`}
          </Text>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-label={heading}>
            {items.map((address) => (
              <AddressCard key={address.id} address={address} busy={busyId === address.id}
                onEdit={() => setEditor({ kind, address })} onDelete={() => void remove(address)}
                onSetDefault={() => void makeDefault(address)} />
            ))}
          </SimpleGrid>
        )}
      </Box>
    );
  };

  return (
    <Stack gap={{ base: "10", md: "14" }}>
      {section("shipping")}
      {section("billing")}
    </Stack>
  );
}

interface AddressEditorProps {
  kind: AddressKind;
  address: Address | null;
  machine: typeof addressFormMachine;
  inspect?: ((event: InspectionEvent) => void) | undefined;
  onSaved: () => void;
  onCancel: () => void;
}

/** Fields the address form shows a message under. */
const FORM_FIELDS = new Set([
  "place_type", "first_name", "last_name", "phone", "street_address", "province_id", "district_id", "sub_district_id",
  "postal_code", "is_default",
]);


/** The flow template of the address form machine: one actor per opened form. */
function AddressEditor({ kind, address, machine, inspect, onSaved, onCancel }: AddressEditorProps) {
  const { t, i18n } = useLingui();
  const [snapshot, send] = useMachine(machine, { input: { kind, address }, ...(inspect ? { inspect } : {}) });
  const done = snapshot.status === "done";
  useEffect(() => {
    if (done) onSaved();
  }, [done]);

  const { cascade, failure, serverFields } = addressFormView(snapshot);
  // Messages for fields the form shows go under them; any other (e.g. `kind` for the address limit) goes on top.
  const elsewhere = Object.entries(serverFields).filter(([key]) => !FORM_FIELDS.has(key.split(".")[0] ?? key))
    .map(([, text]) => text);
  const formMessage = !failure
    ? null
    : elsewhere.length > 0 ? elsewhere.join(" ") : Object.keys(serverFields).length === 0
      ? errorText(failure.code, i18n) : null;
  const title = address
    ? t`Edit address`
    : kind === "shipping" ? t`New shipping address` : t`New billing address`;

  return (
    <AddressForm title={title} initial={address ? draftOf(address) : emptyDraft()} cascade={cascade}
      saving={snapshot.matches("saving") || done}
      serverFields={serverFields} formMessage={formMessage}
      onProvince={(id) => send({ type: "province.select", id })}
      onDistrict={(id) => send({ type: "district.select", id })}
      onSubDistrict={(id) => send({ type: "subDistrict.select", id })}
      onRetry={() => send({ type: "locations.retry" })}
      onSubmit={(draft) => {
        if (snapshot.matches({ editing: "complete" })) send({ type: "form.submit", draft });
      }}
      onCancel={onCancel} />
  );
}
