import { Button } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { SideDrawer } from "#components/feedback/SideDrawer.tsx";

export type FilterDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filter panel, as the sidebar shows it. */
  children: ReactNode;
  /** The footer button's label ("Show 12 products"). */
  showLabel: ReactNode;
};

/** The filters on phones and tablets: a drawer from the end side, its footer button closing it onto the results. */
export function FilterDrawer({ open, onOpenChange, children, showLabel }: FilterDrawerProps) {
  const { t } = useLingui();
  return (
    <SideDrawer open={open} onOpenChange={onOpenChange} placement="end" title={t`Filters`}
      closeLabel={t`Close filters`} body={{ py: "5" }}
      footer={<Button colorPalette="brand" borderRadius="full" w="full" onClick={() => onOpenChange(false)}>
        {showLabel}
      </Button>}>
      {children}
    </SideDrawer>
  );
}
