import { Box, Button, Heading, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";

export interface DeleteAccountSectionProps {
  /** Asks for confirmation and deletes; resolves when it is over either way. */
  onDelete: () => Promise<void>;
}

/** Spec §2 Account: delete account (the confirm dialog's destructive variant asks first). */
export function DeleteAccountSection({ onDelete }: DeleteAccountSectionProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <Box as="section" aria-labelledby="delete-heading" borderWidth="1px" borderColor="border.error" borderRadius="2xl"
      p={{ base: "5", md: "8" }}>
      <Heading as="h2" id="delete-heading" fontSize="xl" fontFamily="heading" fontWeight="medium">
        {t`Delete account`}</Heading>
      <Text color="fg.muted" fontSize="sm" mt="1" maxW="2xl">
        {t`Your profile, addresses and saved phone are removed and your order history is erased. This cannot be undone.`}
      </Text>
      <Button mt="5" colorPalette="red" variant="outline" borderRadius="full" px="8" loading={busy}
        onClick={() => {
          setBusy(true);
          void onDelete().finally(() => setBusy(false));
        }}>
        {t`Delete account`}
      </Button>
    </Box>
  );
}
