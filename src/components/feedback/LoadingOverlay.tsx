import { Center, Spinner } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

export interface LoadingOverlayProps {
  visible: boolean;
}

/** Spec §2 loading spinner overlay: covers the page while a blocking action runs. */
export function LoadingOverlay({ visible }: LoadingOverlayProps) {
  const { t } = useLingui();
  if (!visible) return null;
  return (
    <Center
      role="status"
      aria-busy="true"
      aria-label={t`Loading`}
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="whiteAlpha.700"
      backdropFilter="blur(1px)"
    >
      <Spinner size="xl" color="plum.600" borderWidth="4px" />
    </Center>
  );
}
