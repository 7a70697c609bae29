import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { User } from "../../../contract/auth.ts";
import { getData, withMinDelay } from "../../api/client";
import { changePassword, deleteAccount, updateProfile } from "../../api/user";
import { PageFrame } from "../../components/page/PageFrame";
import { outcomeOf, type FormOutcome } from "../../features/account/components/form-outcome";
import type { PasswordValues } from "../../features/account/components/PasswordForm";
import type { ProfileValues } from "../../features/account/components/ProfileForm";
import { AccountSkeleton, AccountTemplate } from "../../features/account/templates/AccountTemplate";
import { useSession } from "../../lib/session";
import { useLocalePath } from "../../lib/use-locale-path";
import { useQuery } from "../../lib/use-query";
import { AccountNav } from "./parts/AccountNav";
import { SignInPanel } from "./parts/SignInPanel";

/** The signed-in member's profile, password and account deletion (spec §2 Account). */
function AccountSettings({ memberKey }: { memberKey: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const { to } = useLocalePath();
  const me = useQuery(["me", memberKey], (signal) => getData("api/user/me", User, { signal }));

  const attempt = useCallback(async (work: () => Promise<unknown>): Promise<FormOutcome> => {
    try {
      await withMinDelay(work());
      return { ok: true };
    } catch (error) {
      return outcomeOf(error);
    }
  }, []);

  const onSaveProfile = useCallback((values: ProfileValues) => attempt(async () => {
    const user = await updateProfile({ ...values, birth_date: values.birth_date || null });
    session.setUser({ firstName: user.first_name, lastName: user.last_name, email: user.email });
    me.reload();
  }), [attempt, me, session]);

  const onChangePassword = useCallback((values: PasswordValues) => attempt(() => changePassword(values)), [attempt]);

  const onDeleteAccount = useCallback(async () => {
    const outcome = await attempt(() => deleteAccount());
    if (outcome.ok) {
      session.signOut();
      navigate(to("/"));
    }
    return outcome;
  }, [attempt, navigate, session, to]);

  const user = me.data;
  if (!user) return <AccountSkeleton failed={me.status === "error"} onRetry={me.reload} />;
  return (
    <AccountTemplate
      profile={{ first_name: user.first_name, last_name: user.last_name, birth_date: user.birth_date ?? "", email: user.email }}
      hasPassword={user.has_password} onSaveProfile={onSaveProfile} onChangePassword={onChangePassword}
      onDeleteAccount={onDeleteAccount} />
  );
}

export function Component() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <PageFrame eyebrow={t`My Account`} title={t`My Account`} lead={t`Your profile, password and account settings.`}>
      {session.signedIn ? (
        <>
          <AccountNav />
          <AccountSettings memberKey={session.user?.email ?? ""} />
        </>
      ) : <SignInPanel text={t`Log in to see your profile, orders and points.`} />}
    </PageFrame>
  );
}
