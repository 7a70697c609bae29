import { useMachine } from "@xstate/react";
import { useEffect } from "react";
import { useLingui } from "@lingui/react/macro";
import type { TypedAddress } from "#contract/checkout-draft.ts";
import type { Address, AddressKind } from "#contract/user.ts";
import {
  addressBody, type addressFormMachine, type AddressDraft,
} from "#machines/address-form.machine.ts";
import { addressFormView } from "#components/address/address-view.ts";
import { AddressForm } from "#components/address/AddressForm.tsx";

export type { TypedAddress } from "#contract/checkout-draft.ts";

export interface AddressEditorProps {
  kind: AddressKind;
  title: string;
  /** The address form machine with its location calls (and, for members, saving) provided. */
  machine: typeof addressFormMachine;
  initial: AddressDraft;
  /** Guests: the typed address is used for this order only (nothing saved). */
  onUse?: ((address: TypedAddress) => void) | undefined;
  /** Members: the address is saved to the address book first, then chosen. */
  onSaved?: ((address: Address) => void) | undefined;
  onCancel?: (() => void) | undefined;
}

/**
 * The Thai cascade form of spec §3 at checkout: a guest's address is taken as typed (the server checks it again when
 * the order is placed); a member's new address goes to the address book through the same machine as My Shipping.
 */
export function AddressEditor({ kind, title, machine, initial, onUse, onSaved, onCancel }: AddressEditorProps) {
  const { t } = useLingui();
  const [snapshot, send] = useMachine(machine, { input: { kind, address: null } });
  const { context } = snapshot;
  const done = snapshot.status === "done";
  useEffect(() => {
    if (done && context.saved) onSaved?.(context.saved);
  }, [done]);

  const { cascade, failure, serverFields } = addressFormView(snapshot);

  const use = (draft: AddressDraft) => {
    const { kind: _kind, is_default: _default, ...input } = addressBody(context, draft);
    const name = (list: { id: number; name: string }[], id: number | null) => list.find((p) => p.id === id)?.name ?? "";
    onUse?.({
      input,
      lines: [
        `${draft.first_name} ${draft.last_name}`,
        draft.street_address,
        `${name(context.subDistricts, context.subDistrictId)}, ${name(context.districts, context.districtId)}`,
        `${name(context.provinces, context.provinceId)} ${context.postalCode}`,
      ],
    });
  };

  return (
    <AddressForm title={title} initial={initial} cascade={cascade} saving={snapshot.matches("saving") || done}
      serverFields={serverFields} formMessage={failure && Object.keys(serverFields).length === 0
        ? t`The address was not saved. Please try again.` : null}
      submitLabel={onUse ? t`Use this address` : t`Save and use this address`} showDefault={!onUse} focusOnOpen={!onUse}
      onProvince={(id) => send({ type: "province.select", id })}
      onDistrict={(id) => send({ type: "district.select", id })}
      onSubDistrict={(id) => send({ type: "subDistrict.select", id })}
      onRetry={() => send({ type: "locations.retry" })}
      onSubmit={(draft) => {
        if (!snapshot.matches({ editing: "complete" })) return;
        if (onUse) use(draft);
        else send({ type: "form.submit", draft });
      }}
      onCancel={onCancel} />
  );
}
