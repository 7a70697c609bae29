import type { ReactNode } from "react";
import { CloseButton, Dialog, Portal, type DialogContentProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { MODAL_CLOSE_DELAY_MS } from "./modal-timing.ts";
import { isToastInteraction } from "./toast-layer.ts";
import { useDialogName } from "./dialog-name.ts";

/**
 * The two modal shells of spec §2: a full-width bottom sheet 800px high (never taller than the screen) and a centred
 * dialog at most 639 x 859px. "responsive" uses the sheet on phones and the centred dialog from 768px.
 */
export type ModalShape = "sheet" | "centered" | "responsive";

export interface ModalShellProps {
  open: boolean;
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  onClose: () => void;
  shape?: ModalShape;
  /** After closing, go home (spec §2 "close-to-index"); needs onNavigateHome. */
  closeToIndex?: boolean;
  onNavigateHome?: () => void;
  /**
   * Lock page scrolling while open (restored on close). Hosts whose machine owns the scroll lock pass false so two
   * owners never fight over document.body.
   */
  lockScroll?: boolean;
  children: ReactNode;
}

const sheet: DialogContentProps = {
  width: "100%",
  maxW: "100%",
  height: "800px",
  maxH: "100dvh",
  my: 0,
  borderBottomRadius: 0,
};
const centered: DialogContentProps = { width: "100%", maxW: "639px", maxH: "min(859px, 100dvh)" };
const responsive: DialogContentProps = {
  width: "100%",
  maxW: { base: "100%", md: "639px" },
  height: { base: "800px", md: "auto" },
  maxH: { base: "100dvh", md: "min(859px, 100dvh)" },
  my: { base: 0, md: "auto" },
  borderBottomRadius: { base: 0, md: "l3" },
};
const contentByShape: Record<ModalShape, DialogContentProps> = { sheet, centered, responsive };
const placementByShape = { sheet: "bottom", centered: "center", responsive: { base: "bottom", md: "center" } } as const;

export function ModalShell({
  open,
  title,
  onClose,
  shape = "responsive",
  closeToIndex = false,
  onNavigateHome,
  lockScroll = true,
  children,
}: ModalShellProps) {
  const { t } = useLingui();
  const name = useDialogName();

  function close() {
    onClose();
    // Not tied to this component's lifetime: the shell unmounts on close, the navigation must still happen.
    if (closeToIndex && onNavigateHome) window.setTimeout(onNavigateHome, MODAL_CLOSE_DELAY_MS);
  }

  return (
    <Dialog.Root
      {...name.root}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      placement={placementByShape[shape]}
      scrollBehavior="inside"
      preventScroll={lockScroll}
      // A dialog opened while another overlay is closing (the mobile menu's "Log in") would otherwise be closed by
      // that overlay: zag dismisses it as a nested layer, then the menu hands focus back to its trigger behind the
      // dialog. A modal closes only when the shopper asks (close icon, Escape, a click on the backdrop).
      onRequestDismiss={(event) => event.preventDefault()}
      onFocusOutside={(event) => event.preventDefault()}
      onInteractOutside={(event) => {
        if (isToastInteraction(event.detail.originalEvent)) event.preventDefault();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentByShape[shape]} {...name.content} overflow="hidden">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="2xl">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body overflowY="auto">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
