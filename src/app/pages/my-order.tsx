import { useParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { useSession } from "#lib/session.tsx";
import { AccountNav } from "./parts/AccountNav.tsx";
import { SignInPanel } from "./parts/SignInPanel.tsx";

export function Component() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const session = useSession();
  return (
    <PageFrame eyebrow={t`My Orders`} title={t`Order ${id}`} lead={t`Status, items, shipping and tracking for this order.`}>
      {session.signedIn ? <AccountNav /> : <SignInPanel text={t`Log in to see this order.`} />}
    </PageFrame>
  );
}
