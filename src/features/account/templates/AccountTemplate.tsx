import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useConfirm, useToast } from "#lib/feedback.tsx";
import { DeleteAccountSection } from "../components/DeleteAccountSection.tsx";
import type { FormOutcome } from "../components/form-outcome.ts";
import { PasswordForm, type PasswordValues } from "../components/PasswordForm.tsx";
import { PhoneSection, type PhoneSectionProps } from "../components/PhoneSection.tsx";
import { ProfileForm, type ProfileValues } from "../components/ProfileForm.tsx";

export interface AccountTemplateProps {
  /** The signed-in member's profile as the form starts it. */
  profile: ProfileValues;
  hasPassword: boolean;
  onSaveProfile: (values: ProfileValues) => Promise<FormOutcome>;
  onChangePassword: (values: PasswordValues) => Promise<FormOutcome>;
  /** Deletes the account; on success the page signs the shopper out and goes home. */
  onDeleteAccount: () => Promise<FormOutcome>;
  /** The phone section: the saved phone, whether it is verified, and where its buttons lead. */
  phone: PhoneSectionProps;
}

/**
 * /my-account (spec §2 Account): profile, password and account deletion. Field refusals show under their fields
 * (the forms); anything else is an error toast with the server's message (spec §8).
 */
export function AccountTemplate({ profile, hasPassword, onSaveProfile, onChangePassword, onDeleteAccount,
  phone }: AccountTemplateProps) {
  const { t } = useLingui();
  const toast = useToast();
  const confirm = useConfirm();

  /** A refusal the form cannot show under one of its fields becomes an error toast with the server's message. */
  const tellFailure = (outcome: FormOutcome, shown: readonly string[]) => {
    if (outcome.ok) return;
    const underFields = Object.keys(outcome.fields).some((key) => shown.includes(key.split(".")[0] ?? key));
    if (!underFields) void toast({ status: "error", title: t`Something went wrong!`, message: outcome.message });
  };

  const saveProfile = async (values: ProfileValues) => {
    const outcome = await onSaveProfile(values);
    if (outcome.ok) void toast({ status: "success", title: t`Personal information has been edited!` });
    else tellFailure(outcome, ["first_name", "last_name", "birth_date", "email"]);
    return outcome;
  };

  const changePassword = async (values: PasswordValues) => {
    const outcome = await onChangePassword(values);
    if (outcome.ok) {
      void toast({ status: "success", title: hasPassword ? t`Your password has been changed.`
        : t`Your password has been set.` });
    } else tellFailure(outcome, ["current_password", "password", "password_confirmation"]);
    return outcome;
  };

  const deleteAccount = async () => {
    try {
      await confirm({
        title: t`Delete your account?`,
        message: t`Your profile, addresses and order history will be erased for good.`,
        variant: "destructive",
      });
    } catch {
      return; // "No, Don't Delete"
    }
    const outcome = await onDeleteAccount();
    if (outcome.ok) void toast({ status: "success", title: t`Your account has been deleted.` });
    else void toast({ status: "error", title: t`Something went wrong!`, message: outcome.message });
  };

  return (
    <Stack gap={{ base: "6", md: "8" }}>
      {/* A new member or a reload starts the form from the session's profile. */}
      <ProfileForm key={JSON.stringify(profile)} initial={profile} onSubmit={saveProfile} />
      <PhoneSection {...phone} />
      <PasswordForm hasPassword={hasPassword} onSubmit={changePassword} />
      <DeleteAccountSection onDelete={deleteAccount} />
    </Stack>
  );
}
