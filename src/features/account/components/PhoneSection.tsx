import { Badge, Box, Button, Flex, Heading, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

export interface PhoneSectionProps {
  /** The member's phone as shown ("081 234 5678"), or null when none is saved. */
  phone: string | null;
  verified: boolean;
  /** Opens the check-phone dialog (read-only phone, Edit, Save, Verify). */
  onOpenPhone: () => void;
  /** Goes to /my-account/otp-verification. */
  onVerify: () => void;
}

/**
 * The member's phone on My Account: where the check-phone dialog opens from (spec §2 Phone merge dialog). A saved
 * but unverified phone offers Verify straight away (spec §4 Phone verification).
 */
export function PhoneSection({ phone, verified, onOpenPhone, onVerify }: PhoneSectionProps) {
  const { t } = useLingui();
  return (
    <Box as="section" aria-labelledby="phone-heading" borderWidth="1px" borderColor="border" borderRadius="2xl"
      p={{ base: "5", md: "8" }}>
      <Heading as="h2" id="phone-heading" fontSize="xl" fontFamily="heading" fontWeight="medium">
        {t`Phone number`}</Heading>
      <Text color="fg.muted" fontSize="sm" mt="1" maxW="2xl">
        {t`A verified mobile number lets you merge points from our LINE shopping channel.`}
      </Text>
      <Flex mt="4" gap="3" align="center" wrap="wrap">
        <Text fontSize="lg" fontWeight="medium" data-testid="account-phone">{phone ?? t`No phone number yet`}</Text>
        {phone && (
          <Badge colorPalette={verified ? "green" : "gray"} borderRadius="full" px="3">
            {verified ? t`Verified` : t`Not verified`}
          </Badge>
        )}
      </Flex>
      <Flex mt="5" gap="3" wrap="wrap">
        <Button variant="outline" borderRadius="full" px="8" onClick={onOpenPhone}>
          {phone ? t`Change phone number` : t`Add phone number`}
        </Button>
        {phone && !verified && (
          <Button colorPalette="brand" borderRadius="full" px="8" onClick={onVerify}>{t`Verify phone number`}</Button>
        )}
      </Flex>
    </Box>
  );
}
