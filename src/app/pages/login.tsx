import { Button, Spinner, Stack } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { UserIcon } from "../../components/chrome/icons";
import { EmptyState } from "../../components/page/EmptyState";
import { PageFrame } from "../../components/page/PageFrame";
import { useDialogs } from "../../lib/feedback";
import { sameSitePath, takeReturnPath, useSession } from "../../lib/session";
import { useLocalePath } from "../../lib/use-locale-path";

/**
 * /login is where sign-in redirects land (spec §2), also after a social login. A signed-in shopper moves on at once
 * (to `?redirect=`, the page they left for the provider, or home); a guest gets the sign-in dialog.
 */
export function Component() {
  const { t } = useLingui();
  const { open } = useDialogs();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { to } = useLocalePath();
  const from = (location.state as { from?: string } | null)?.from;
  // The dialog opens once per visit (`open` changes whenever the open dialog does).
  const opened = useRef(false);

  useEffect(() => {
    if (!session.ready) return;
    if (session.signedIn) {
      navigate(sameSitePath(params.get("redirect")) ?? takeReturnPath() ?? sameSitePath(from) ?? to("/"), { replace: true });
    } else if (!opened.current) {
      opened.current = true;
      open("signIn");
    }
  }, [session.ready, session.signedIn, navigate, open, params, from, to]);

  if (!session.ready || session.signedIn) {
    return (
      <Stack alignItems="center" py="24">
        <Spinner size="lg" color="brand.solid" aria-label={t`Loading`} />
      </Stack>
    );
  }
  return (
    <PageFrame width="narrow" eyebrow={t`Account`} title={t`Log in`} lead={t`Log in to see your orders, points and member rewards.`}>
      <EmptyState icon={<UserIcon size={28} />} title={t`Welcome back`} text={t`New here? Sign up and get 10% off your first order.`}
        action={<Button colorPalette="brand" borderRadius="full" px="8" onClick={() => open("signIn")}>{t`Log in`}</Button>} />
    </PageFrame>
  );
}
