import { lazy, Suspense, type ComponentType } from "react";
import { Spinner, Text } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DialogType } from "#machines/dialog-stack.machine.ts";
import type { ModalShape } from "./ModalShell.tsx";

// The modal shell (Chakra dialog, zag focus trap and layers) downloads when the first dialog opens (decision 0041).
const ModalShell = lazy(async () => ({ default: (await import("./ModalShell.tsx")).ModalShell }));

/** What a dialog body receives: it can close itself or hand over to another dialog (e.g. sign-in to sign-up). */
export interface DialogSlotProps {
  close: () => void;
  open: (dialog: DialogType) => void;
}

/** One pluggable dialog body. The accounts issue supplies forms through this map. */
export interface DialogSlot {
  Body: ComponentType<DialogSlotProps>;
  shape?: ModalShape;
  closeToIndex?: boolean;
}

export type DialogSlots = Partial<Record<DialogType, DialogSlot>>;

export interface DialogHostProps {
  current: DialogType | null;
  onClose: () => void;
  onOpen: (dialog: DialogType) => void;
  onNavigateHome?: () => void;
  slots?: DialogSlots;
}

/** The heading of each dialog; it names the dialog. */
export const dialogTitles: Record<DialogType, MessageDescriptor> = {
  signIn: msg`Log in`,
  signUp: msg`Sign up`,
  forgetPassword: msg`Forgot password`,
  checkPhone: msg`Check your phone number`,
  resetPassword: msg`Reset password`,
};

/** Until the accounts issue plugs in the forms, each dialog says so plainly. */
function FormComingSoon() {
  return (
    <Text color="fg.muted">
      <Trans>This form opens here soon.</Trans>
    </Text>
  );
}

const placeholder: DialogSlot = { Body: FormComingSoon };

/** Renders the dialog-stack's current dialog inside a modal shell; the machine owns the scroll lock. */
export function DialogHost({ current, onClose, onOpen, onNavigateHome, slots = {} }: DialogHostProps) {
  const { i18n } = useLingui();
  if (!current) return null;
  const slot = slots[current] ?? placeholder;
  const { Body } = slot;
  return (
    <Suspense fallback={null}>
      <ModalShell
        open
        title={i18n._(dialogTitles[current])}
        onClose={onClose}
        shape={slot.shape ?? "responsive"}
        closeToIndex={slot.closeToIndex ?? false}
        lockScroll={false}
        {...(onNavigateHome ? { onNavigateHome } : {})}
      >
        {/* Its own boundary: a body still downloading must not suspend the shell, whose focus trap and layers zag
            sets up once, on the content as first mounted (a suspended shell is hidden and set up again). */}
        <Suspense fallback={<Spinner size="md" color="brand.solid" alignSelf="center" my="6" />}>
          <Body close={onClose} open={onOpen} />
        </Suspense>
      </ModalShell>
    </Suspense>
  );
}
