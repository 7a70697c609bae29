import { CloseButton, Drawer, Portal, type DrawerBodyProps, type DrawerFooterProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useDialogName } from "./dialog-name.ts";

export type SideDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The side it slides in from: the menu from the start, the filters from the end. */
  placement: "start" | "end";
  title: string;
  /** The close button's accessible name ("Close menu"). */
  closeLabel: string;
  children: ReactNode;
  footer: ReactNode;
  body?: DrawerBodyProps;
  footerProps?: DrawerFooterProps;
};

/** A narrow panel over the page on phones and tablets: title, body, a footer, and a close button. */
export function SideDrawer({
  open, onOpenChange, placement, title, closeLabel, children, footer, body, footerProps,
}: SideDrawerProps) {
  const name = useDialogName();
  return (
    <Drawer.Root {...name.root} open={open} onOpenChange={(details) => onOpenChange(details.open)}
      placement={placement} size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content {...name.content} bg="bg.panel" color="fg">
            <Drawer.Header borderBottomWidth="1px" borderColor="border">
              <Drawer.Title fontFamily="heading" fontSize="xl">{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body {...body}>{children}</Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="border" {...footerProps}>{footer}</Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
