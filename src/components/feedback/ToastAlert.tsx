import { Box, CloseButton, Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ToastStatus } from "../../../machines/toast.machine.ts";

export interface ToastAlertProps {
  status: ToastStatus;
  title: string;
  message: string | null;
  /** The first 3 s after opening: a click outside is ignored (spec §2). */
  guarded: boolean;
  onClose: () => void;
  /** A click on the overlay around the alert; the machine decides whether it closes. */
  onOutsideClick: () => void;
  /** Position among toasts open at the same time (0 = first); later ones sit below earlier ones. */
  stackIndex?: number;
}

const accent: Record<ToastStatus, string> = { error: "red.600", success: "green.600", warning: "orange.500" };

/**
 * Spec §2 toast alert: error, success or warning with a title and a message. Errors are announced at once
 * (role alert); success and warning politely (role status). The overlay catches outside clicks.
 */
export function ToastAlert({ status, title, message, guarded, onClose, onOutsideClick, stackIndex = 0 }: ToastAlertProps) {
  const { t } = useLingui();
  return (
    <Box position="fixed" inset="0" zIndex="toast" pointerEvents="none">
      <Box
        data-part="toast-overlay"
        data-guarded={guarded ? "" : undefined}
        position="absolute"
        inset="0"
        pointerEvents="auto"
        bg="blackAlpha.300"
        onClick={onOutsideClick}
      />
      <Flex
        role={status === "error" ? "alert" : "status"}
        data-status={status}
        position="absolute"
        top={{ base: `calc(1rem + ${stackIndex * 6}rem)`, md: `calc(2rem + ${stackIndex * 6}rem)` }}
        left="50%"
        transform="translateX(-50%)"
        width="calc(100% - 2rem)"
        maxW="420px"
        pointerEvents="auto"
        bg="bg.panel"
        color="fg"
        borderRadius="l3"
        boxShadow="lg"
        borderLeftWidth="6px"
        borderLeftColor={accent[status]}
        px="5"
        py="4"
        gap="3"
        alignItems="flex-start"
      >
        <Box flex="1">
          <Text fontWeight="semibold">{title}</Text>
          {message ? <Text mt="1">{message}</Text> : null}
        </Box>
        <CloseButton size="sm" aria-label={t`Close`} onClick={onClose} />
      </Flex>
    </Box>
  );
}
