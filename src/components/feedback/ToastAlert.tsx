import { Box, CloseButton, Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ToastStatus } from "#machines/toast.machine.ts";

export interface ToastAlertProps {
  status: ToastStatus;
  title: string;
  message: string | null;
  onClose: () => void;
}

const accent: Record<ToastStatus, string> = { error: "red.600", success: "green.600", warning: "orange.500" };

/**
 * Spec §2 toast alert: error, success or warning with a title and a message. Errors are announced at once
 * (role alert); success and warning politely (role status). It sits in a ToastStack, which handles outside clicks.
 */
export function ToastAlert({ status, title, message, onClose }: ToastAlertProps) {
  const { t } = useLingui();
  return (
    <Flex
      role={status === "error" ? "alert" : "status"}
      data-status={status}
      width="100%"
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
  );
}
