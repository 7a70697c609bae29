import { useRef } from "react";
import { Button, Dialog, Portal, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ConfirmDialogProps } from "./confirm-dialog-props.ts";
import { confirmLabelText } from "./confirm-messages.ts";
import { isToastInteraction } from "./toast-layer.ts";
import { useDialogName } from "./dialog-name.ts";

/**
 * Spec §2 confirm dialog: a bottom sheet on phones and a centred dialog from 768px (one element, styled by
 * breakpoint, so assistive technology always finds exactly one alertdialog named by its title). Loaded on the first
 * question through ConfirmDialog.tsx.
 */
export function ConfirmDialogModal({
  open,
  title,
  message,
  variant,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { i18n } = useLingui();
  // Focus starts on the safe answer, so Enter never deletes by accident.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const name = useDialogName();

  return (
    <Dialog.Root
      {...name.root}
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      initialFocusEl={() => cancelRef.current}
      // Not closed by another overlay closing underneath it (see ModalShell); only the shopper's answer closes it.
      onRequestDismiss={(event) => event.preventDefault()}
      onFocusOutside={(event) => event.preventDefault()}
      onInteractOutside={(event) => {
        if (isToastInteraction(event.detail.originalEvent)) event.preventDefault();
      }}
      placement={{ base: "bottom", md: "center" }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            {...name.content}
            data-variant={variant}
            width="100%"
            maxW={{ base: "100%", md: "480px" }}
            my={{ base: 0, md: "auto" }}
            borderBottomRadius={{ base: 0, md: "l3" }}
          >
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="xl">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="fg">{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack direction={{ base: "column-reverse", md: "row" }} gap="3" width={{ base: "100%", md: "auto" }}>
                <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                  {confirmLabelText(cancelLabel, i18n)}
                </Button>
                <Button colorPalette={variant === "destructive" ? "red" : "brand"} onClick={onConfirm}>
                  {confirmLabelText(confirmLabel, i18n)}
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
