import { Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { UserIcon } from "#components/chrome/icons.tsx";
import { useDialogs } from "#lib/feedback.tsx";

/** Shown on member pages to a shopper who is not signed in: one clear way forward. */
export function SignInPanel({ text }: { text: string }) {
  const { t } = useLingui();
  const dialogs = useDialogs();
  return (
    <EmptyState icon={<UserIcon size={28} />} title={t`Please log in to continue`} text={text}
      action={<Button colorPalette="brand" borderRadius="full" px="8" onClick={() => dialogs.open("signIn")}>
        {t`Log in`}</Button>} />
  );
}
