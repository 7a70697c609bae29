import { Box, Field, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "#components/page/PageFrame.tsx";

/** A style reference for the shop's form fields (spec §2 "Styles hint at ..."). */
export function Component() {
  const { t } = useLingui();
  return (
    <PageFrame width="narrow" eyebrow={t`Style guide`} title={t`Form example`}
      lead={t`How fields look across the shop: labels, hints, required marks and error states.`}>
      <Stack gap="6" as="form" onSubmit={(event) => event.preventDefault()}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root required>
            <Field.Label>{t`First name`}<Field.RequiredIndicator /></Field.Label>
            <Input placeholder={t`Your first name`} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t`Last name`}</Field.Label>
            <Input placeholder={t`Your last name`} />
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid>
          <Field.Label>{t`Email`}</Field.Label>
          <Input type="email" defaultValue="hello@" />
          <Field.ErrorText>{t`Please enter a valid email address.`}</Field.ErrorText>
        </Field.Root>
        <Field.Root disabled>
          <Field.Label>{t`Member number`}</Field.Label>
          <Input defaultValue="SS-000123" />
          <Field.HelperText>{t`Disabled fields keep their value but cannot be edited.`}</Field.HelperText>
        </Field.Root>
        <Box>
          <Text fontSize="sm" mb="2" color="fg.muted">{t`One-time code`}</Text>
          <Stack direction="row" gap="2">
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <Input key={n} aria-label={t`Digit ${n}`} w={{ base: "50px", md: "80px" }}
                h={{ base: "50px", md: "64px" }} textAlign="center" fontSize="xl" maxLength={1} inputMode="numeric" />
            ))}
          </Stack>
        </Box>
      </Stack>
    </PageFrame>
  );
}
