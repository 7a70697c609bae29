import { Button } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { useDialogs } from "#lib/feedback.tsx";

/**
 * /auth/reset-password: the link in the reset mail carries `token` and `email` and opens the reset form (spec §2);
 * without them the shopper can ask for a new link.
 */
export function Component() {
  const { t } = useLingui();
  const { open } = useDialogs();
  const [params] = useSearchParams();
  const hasLink = Boolean(params.get("token") && params.get("email"));

  // The form opens once per visit (`open` changes whenever the open dialog does).
  const opened = useRef(false);
  useEffect(() => {
    if (!hasLink || opened.current) return;
    opened.current = true;
    open("resetPassword");
  }, [hasLink, open]);

  return (
    <PageFrame width="narrow" eyebrow={t`Account`} title={t`Reset your password`}
      lead={t`Use the link from our email to choose a new password, or request a new link.`}>
      {hasLink ? (
        <EmptyState title={t`Choose a new password`} text={t`The form opens over this page.`}
          action={<Button colorPalette="brand" borderRadius="full" px="8" onClick={() => open("resetPassword")}>
            {t`Reset password`}</Button>} />
      ) : (
        <EmptyState title={t`Forgot your password?`} text={t`We will email you a link to set a new one.`}
          action={<Button colorPalette="brand" borderRadius="full" px="8" onClick={() => open("forgetPassword")}>
            {t`Request a reset link`}</Button>} />
      )}
    </PageFrame>
  );
}
