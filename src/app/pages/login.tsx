import { Button, Spinner, Stack } from "@chakra-ui/react";
import { useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { UserIcon } from "#components/chrome/icons.tsx";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { useDialogs } from "#lib/feedback.tsx";
import { sameSitePath, takeReturnPath, useSession } from "#lib/session.tsx";
import { useShopActor } from "#lib/shop.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";

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
  const auth = useShopActor("auth");

  // A guest gets the sign-in dialog once per visit: the auth machine opens it once the stored token is checked.
  useEffect(() => auth.send({ type: "auth.requireMember" }), [auth]);
  useEffect(() => {
    if (session.ready && session.signedIn) {
      navigate(sameSitePath(params.get("redirect")) ?? takeReturnPath() ?? sameSitePath(from) ?? to("/"),
        { replace: true });
    }
  }, [session.ready, session.signedIn, navigate, params, from, to]);

  if (!session.ready || session.signedIn) {
    return (
      <Stack alignItems="center" py="24">
        <Spinner size="lg" color="brand.solid" aria-label={t`Loading`} />
      </Stack>
    );
  }
  return (
    <PageFrame width="narrow" eyebrow={t`Account`} title={t`Log in`}
      lead={t`Log in to see your orders, points and member rewards.`}>
      <EmptyState icon={<UserIcon size={28} />} title={t`Welcome back`}
        text={t`New here? Sign up and get 10% off your first order.`}
        action={<Button colorPalette="brand" borderRadius="full" px="8" onClick={() => open("signIn")}>
          {t`Log in`}</Button>} />
    </PageFrame>
  );
}
