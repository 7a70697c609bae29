import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Link as RouterLink } from "react-router-dom";

export interface VerifiedPanelProps {
  /** The verified phone, formatted; null when the member has none (the page was opened directly). */
  phone: string | null;
  verified: boolean;
  /** Locale-aware path of My Account. */
  accountPath: string;
  /** Locale-aware path of the OTP page, for a member whose phone is not verified yet. */
  verifyPath: string;
}

/** /my-account/verification-complete: the success message with the way back to My Account. */
export function VerifiedPanel({ phone, verified, accountPath, verifyPath }: VerifiedPanelProps) {
  const { t } = useLingui();
  // The number never breaks across lines.
  phone = phone === null ? null : phone.replace(/ /g, "\u00a0");
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="2xl" bg="bg.panel" px={{ base: "4", md: "10" }}
      py={{ base: "8", md: "12" }} maxW="2xl" mx="auto" boxShadow="xs">
      <Stack gap="5" align="center" textAlign="center">
        <Box aria-hidden="true" w="16" h="16" borderRadius="full" bg="green.100" color="green.700" display="grid"
          placeItems="center" fontSize="3xl">✓</Box>
        {verified ? (
          <Text fontSize="lg" fontWeight="medium">
            {phone ? t`Your phone number ${phone} is verified.` : t`Your phone number is verified.`}
          </Text>
        ) : (
          <Text fontSize="lg">{t`Your phone number is not verified yet.`}</Text>
        )}
        <Stack direction={{ base: "column", sm: "row" }} gap="3">
          <Button asChild colorPalette="brand" borderRadius="full" px="8">
            <RouterLink to={accountPath}>{t`Go to My Account`}</RouterLink>
          </Button>
          {verified ? null : (
            <Button asChild variant="outline" borderRadius="full" px="8">
              <RouterLink to={verifyPath}>{t`Verify your phone`}</RouterLink>
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
