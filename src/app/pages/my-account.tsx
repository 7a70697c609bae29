import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { User } from "../../../contract/auth.ts";
import { withMinDelay } from "../../api/client";
import { changePassword, deleteAccount, updateProfile } from "../../api/user";
import { PageFrame } from "../../components/page/PageFrame";
import { outcomeOf, type FormOutcome } from "../../features/account/components/form-outcome";
import type { PasswordValues } from "../../features/account/components/PasswordForm";
import type { ProfileValues } from "../../features/account/components/ProfileForm";
import { AccountTemplate } from "../../features/account/templates/AccountTemplate";
import { useDialogs } from "../../lib/feedback";
import { useSession } from "../../lib/session";
import { useLocalePath } from "../../lib/use-locale-path";
import { AccountNav } from "./parts/AccountNav";
import { SignInPanel } from "./parts/SignInPanel";

async function attempt(work: () => Promise<unknown>): Promise<FormOutcome> {
  try {
    await withMinDelay(work());
    return { ok: true };
  } catch (error) {
    return outcomeOf(error);
  }
}

/** The signed-in member's profile, password and account deletion (spec §2 Account). */
function AccountSettings({ user }: { user: User }) {
  const session = useSession();
  const navigate = useNavigate();
  const { to } = useLocalePath();
  const { refresh } = session;
  const dialogs = useDialogs();

  // The answer is the member: the session (header, menus) takes it as is.
  const onSaveProfile = useCallback((values: ProfileValues) => attempt(async () => {
    await refresh(await updateProfile({ ...values, birth_date: values.birth_date || null }));
  }), [refresh]);

  const onChangePassword = useCallback((values: PasswordValues) => attempt(() => changePassword(values)), []);

  // The member is gone: go home first (so the account guard does not ask for a sign-in here), then let the session
  // find the token dead (GET api/user/me answers 401), which clears it.
  const onDeleteAccount = useCallback(async () => {
    const outcome = await attempt(() => deleteAccount());
    if (outcome.ok) {
      navigate(to("/"));
      void refresh();
    }
    return outcome;
  }, [navigate, refresh, to]);

  return (
    <AccountTemplate
      profile={{ first_name: user.first_name, last_name: user.last_name, birth_date: user.birth_date ?? "", email: user.email }}
      hasPassword={user.has_password} onSaveProfile={onSaveProfile} onChangePassword={onChangePassword}
      onDeleteAccount={onDeleteAccount}
      phone={{
        phone: user.phone?.formatted ?? null,
        verified: user.phone_verified,
        onOpenPhone: () => dialogs.open("checkPhone"),
        onVerify: () => navigate(to("/my-account/otp-verification")),
      }} />
  );
}

export function Component() {
  const { t } = useLingui();
  const session = useSession();
  // AccountGuard renders this page once the session is ready: a guest gets the sign-in panel.
  return (
    <PageFrame eyebrow={t`My Account`} title={t`My Account`} lead={t`Your profile, password and account settings.`}>
      {session.user
        ? <><AccountNav /><AccountSettings user={session.user} /></>
        : <SignInPanel text={t`Log in to see your profile, orders and points.`} />}
    </PageFrame>
  );
}
