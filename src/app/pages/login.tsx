import { Button } from "@chakra-ui/react";
import { useEffect } from "react";
import { useLingui } from "@lingui/react/macro";
import { UserIcon } from "../../components/chrome/icons";
import { EmptyState } from "../../components/page/EmptyState";
import { PageFrame } from "../../components/page/PageFrame";
import { useDialogs } from "../../lib/feedback";

/** /login is where sign-in redirects land (spec §2); it opens the sign-in dialog. */
export function Component() {
  const { t } = useLingui();
  const dialogs = useDialogs();
  const { open } = dialogs;
  useEffect(() => {
    open("signIn");
  }, [open]);
  return (
    <PageFrame width="narrow" eyebrow={t`Account`} title={t`Log in`} lead={t`Log in to see your orders, points and member rewards.`}>
      <EmptyState icon={<UserIcon size={28} />} title={t`Welcome back`} text={t`New here? Sign up and get 10% off your first order.`}
        action={<Button colorPalette="brand" borderRadius="full" px="8" onClick={() => open("signIn")}>{t`Log in`}</Button>} />
    </PageFrame>
  );
}
