import { Spinner, Stack, Text } from "@chakra-ui/react";
import { useParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "../../components/page/PageFrame";
import { ErrorView } from "../layout/RouteError";

const PROVIDERS: Record<string, string> = { facebook: "Facebook", google: "Google", line: "LINE" };

/** /auth/social/facebook|google|line: the provider sends the shopper back here to finish signing in. */
export function Component() {
  const { t } = useLingui();
  const { provider = "" } = useParams();
  const name = PROVIDERS[provider];
  if (!name) return <ErrorView status={404} message={null} />;
  return (
    <PageFrame width="narrow" eyebrow={t`Account`} title={t`Signing in with ${name}`} lead={t`One moment while we confirm your account.`}>
      <Stack alignItems="center" py="10" gap="4">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{t`You will be taken back to the shop automatically.`}</Text>
      </Stack>
    </PageFrame>
  );
}
