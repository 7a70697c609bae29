import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { Box, Stack } from "@chakra-ui/react";
import { TOAST_LAYER_ATTRIBUTE } from "./toast-layer.ts";

export interface ToastStackProps {
  /** A click on the dimmed page around the alerts; each toast's machine decides whether it closes. */
  onOutsideClick: () => void;
  children: ReactNode;
}

/**
 * The open toast alerts, newest last, over one overlay that catches clicks outside them. Rendered straight into
 * <body> (see toast-layer.ts), so an open dialog neither hides the alerts from screen readers nor closes on a click
 * meant for them.
 */
export function ToastStack({ onOutsideClick, children }: ToastStackProps) {
  return createPortal(
    // pointer-events: a modal dialog switches them off on <body>; the alerts and their overlay must stay clickable.
    <Box position="fixed" inset="0" zIndex="toast" pointerEvents="auto" {...{ [TOAST_LAYER_ATTRIBUTE]: "", "data-live-announcer": "" }}>
      <Box data-part="toast-overlay" position="absolute" inset="0" bg="blackAlpha.300" onClick={onOutsideClick} />
      <Stack
        position="absolute"
        top={{ base: "4", md: "8" }}
        left="50%"
        transform="translateX(-50%)"
        width="calc(100% - 2rem)"
        maxW="420px"
        gap="3"
        pointerEvents="none"
      >
        {children}
      </Stack>
    </Box>,
    document.body,
  );
}
