import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { useState, type FormEvent } from "react";
import type { ActorRefFrom } from "xstate";
import { FormAlert } from "#components/form/FormAlert.tsx";
import { PasswordField } from "#components/form/PasswordField.tsx";
import { TextField } from "#components/form/TextField.tsx";
import type { supportConsoleMachine } from "#machines/support-console.machine.ts";
import { failureText } from "./failure-text.ts";

/** The console's own sign-in (not the shop's dialog): staff e-mail and password. */
export function StaffSignIn({ actor }: { actor: ActorRefFrom<typeof supportConsoleMachine> }) {
  const { t } = useLingui();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const busy = useSelector(actor, (s) => s.matches("signingIn"));
  const failure = useSelector(actor, (s) => (s.matches("refused") ? s.context.failure : null));
  const error = failure ? failureText(failure, t`Could not sign in. Please try again.`) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: "support.signIn", email, password });
  };
  return (
    <Box maxW="md" mx="auto" borderWidth="1px" borderColor="border" borderRadius="xl" p={{ base: "5", md: "8" }}
      bg="bg.panel">
      <Heading as="h2" fontSize="xl" mb="2">{t`Staff sign-in`}</Heading>
      <Text color="fg.muted" mb="5" fontSize="sm">
        {t`For SkinState support staff. Shopper accounts cannot sign in here.`}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormAlert message={error} />
          <TextField label={t`Staff e-mail`} value={email} onChange={setEmail} type="email" name="email" required
            autoComplete="username" inputMode="email" />
          <PasswordField label={t`Password`} value={password} onChange={setPassword} name="password" required
            autoComplete="current-password" />
          <Button type="submit" loading={busy} colorPalette="brand">{t`Sign in`}</Button>
        </Stack>
      </form>
    </Box>
  );
}
