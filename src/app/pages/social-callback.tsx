import { Button, Link as ChakraLink, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { SOCIAL_PROVIDERS, type SocialProvider } from "#contract/auth.ts";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { useDialogs } from "#lib/feedback.tsx";
import { useSession, type AuthOutcome } from "#lib/session.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { ErrorView } from "../layout/RouteError.tsx";

const PROVIDERS: Record<SocialProvider, string> = { facebook: "Facebook", google: "Google", line: "LINE" };
const isProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/**
 * A provider code works once. The page can mount twice for one visit (the locale provider swapping catalogs, React's
 * strict mode), so every mount for the same code shares one completion.
 */
const completions = new Map<string, Promise<AuthOutcome>>();

/**
 * /auth/social/facebook|google|line: the provider sends the shopper back here with `code` and `state`; the session
 * completes through api/auth/social/token, then /login (the redirect target) moves on. An e-mail that a password
 * account holds without having proved it is refused (409 email_taken): the page sends the shopper to log in or to
 * reset the password, after which the provider links.
 */
export function Component() {
  const { t } = useLingui();
  const { provider = "" } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const { to } = useLocalePath();
  const { open } = useDialogs();
  const [failed, setFailed] = useState<string | null>(null);
  /** The e-mail belongs to a member who has not proved it (409 email_taken): nothing was linked (decision 0077). */
  const [taken, setTaken] = useState(false);
  const started = useRef(false);
  const code = params.get("code") ?? "";
  const state = params.get("state") ?? "";
  const known = isProvider(provider);

  useEffect(() => {
    if (!known || !session.ready || started.current) return;
    started.current = true;
    if (!code || !state) {
      setFailed(t`The sign-in was cancelled or did not finish.`);
      return;
    }
    let completion = completions.get(code);
    if (!completion) {
      if (session.signedIn) {
        navigate(to("/login"), { replace: true });
        return;
      }
      completion = session.completeSocial({ provider, code, state });
      completions.set(code, completion);
    }
    void completion.then((outcome) => {
      if (outcome.ok) {
        navigate(to("/login"), { replace: true });
        return;
      }
      setTaken(outcome.code === "email_taken");
      setFailed(outcome.message || t`We could not sign you in.`);
    });
  }, [known, session, provider, code, state, navigate, to, t]);

  if (!known) return <ErrorView status={404} message={null} />;
  const name = PROVIDERS[provider];

  if (failed !== null && taken) {
    return (
      <PageFrame width="narrow" eyebrow={t`Account`} title={t`Signing in with ${name} did not work`}>
        <EmptyState title={t`This email already has an account`}
          text={t`An account with this email already exists. Please log in with your email and password. To use ${name} with it too, first reset your password through the link we email you.`}
          action={
            <Stack alignItems="center" gap="3">
              <Button asChild colorPalette="brand" borderRadius="full" px="8">
                <Link to={to("/login")}>{t`Log in with email`}</Link>
              </Button>
              <ChakraLink asChild color="brand.fg" fontSize="sm">
                <button type="button" onClick={() => open("forgetPassword")}>{t`Forgot password?`}</button>
              </ChakraLink>
            </Stack>
          } />
      </PageFrame>
    );
  }

  if (failed !== null) {
    return (
      <PageFrame width="narrow" eyebrow={t`Account`} title={t`Signing in with ${name} did not work`}>
        <EmptyState title={t`Something went wrong!`} text={failed}
          action={
            <Stack alignItems="center" gap="3">
              <Button colorPalette="brand" borderRadius="full" px="8" loading={session.busy}
                onClick={() => void session.social(provider)}>
                {t`Try again with ${name}`}
              </Button>
              <ChakraLink asChild color="brand.fg" fontSize="sm"><Link
                to={to("/login")}>{t`Log in another way`}</Link></ChakraLink>
            </Stack>
          } />
      </PageFrame>
    );
  }

  return (
    <PageFrame width="narrow" eyebrow={t`Account`} title={t`Signing in with ${name}`}
      lead={t`One moment while we confirm your account.`}>
      <Stack alignItems="center" py="10" gap="4" role="status">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{t`You will be taken back to the shop automatically.`}</Text>
      </Stack>
    </PageFrame>
  );
}
