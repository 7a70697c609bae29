import { Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { EmptyState } from "../../components/page/EmptyState";
import { PageFrame } from "../../components/page/PageFrame";
import { useDialogs } from "../../lib/feedback";

export function Component() {
  const { t } = useLingui();
  const dialogs = useDialogs();
  return (
    <PageFrame width="narrow" eyebrow={t`Account`} title={t`Reset your password`}
      lead={t`Use the link from our email to choose a new password, or request a new link.`}>
      <EmptyState title={t`Forgot your password?`} text={t`We will email you a link to set a new one.`}
        action={<Button colorPalette="brand" borderRadius="full" px="8" onClick={() => dialogs.open("forgetPassword")}>{t`Request a reset link`}</Button>} />
    </PageFrame>
  );
}
