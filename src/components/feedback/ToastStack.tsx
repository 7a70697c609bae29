import { useEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Stack } from "@chakra-ui/react";
import { heardWhileToastShown, TOAST_LAYER_ATTRIBUTE } from "./toast-layer.ts";

export interface ToastStackProps {
  /** A click anywhere outside the alerts; each toast's machine decides whether it closes. */
  onOutsideClick: () => void;
  children: ReactNode;
}

/**
 * The open toast alerts, newest last. Rendered straight into <body> (see toast-layer.ts), so an open dialog neither
 * hides the alerts from screen readers nor closes on a click meant for them. There is no overlay: the page under the
 * alerts stays usable (an invisible overlay swallowed Apply and Log in for 30 s). A click elsewhere is
 * only heard (capture phase, never stopped), so it both reaches the page and tells the alerts.
 */
export function ToastStack({ onOutsideClick, children }: ToastStackProps) {
  const stack = useRef<HTMLDivElement>(null);
  const report = useRef(onOutsideClick);
  report.current = onOutsideClick;
  useEffect(() => {
    const heard = (event: MouseEvent) => {
      if (event.target instanceof Node && stack.current?.contains(event.target)) return;
      report.current();
    };
    document.addEventListener("click", heard, true);
    // Before any dialog hears them: a dialog must not close on the click that closed the last alert.
    for (const type of ["pointerdown", "click"]) document.addEventListener(type, heardWhileToastShown, true);
    return () => {
      document.removeEventListener("click", heard, true);
      for (const type of ["pointerdown", "click"]) document.removeEventListener(type, heardWhileToastShown, true);
    };
  }, []);
  return createPortal(
    <Stack
      ref={stack}
      {...{ [TOAST_LAYER_ATTRIBUTE]: "", "data-live-announcer": "" }}
      position="fixed"
      zIndex="toast"
      top={{ base: "4", md: "8" }}
      left="50%"
      transform="translateX(-50%)"
      width="calc(100% - 2rem)"
      maxW="420px"
      gap="3"
      // A modal dialog switches pointer events off on <body>; the alerts themselves must stay clickable.
      pointerEvents="auto"
    >
      {children}
    </Stack>,
    document.body,
  );
}
