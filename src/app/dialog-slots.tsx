import { lazy } from "react";
import * as api from "#api/auth.ts";
import { withMinDelay } from "#api/client.ts";
import { toApiError } from "#api/errors.ts";
import type { DialogSlotProps, DialogSlots } from "#components/feedback/DialogHost.tsx";
import { outcomeOfError, useSession } from "#lib/session.tsx";

// The dialog bodies download when a dialog first opens, so the home page's bundle does not carry the forms.

const SignIn = lazy(async () => ({
  default: (await import("#features/auth/templates/SignInDialog.tsx")).SignInDialog,
}));
const SignUp = lazy(async () => ({
  default: (await import("#features/auth/templates/SignUpDialog.tsx")).SignUpDialog,
}));

type PasswordReset = { email: string; token: string; password: string; passwordConfirmation: string };

function refusal(error: unknown) {
  const failure = toApiError(error);
  return outcomeOfError(failure.code, failure);
}

/** Password reset calls do not change who the shopper is: the app hands them to the two dialogs (no machine). */
const passwordCalls = {
  requestPasswordReset: async (email: string) => {
    try {
      return { ok: true as const, message: await withMinDelay(api.requestPasswordReset(email)) };
    } catch (error) {
      return refusal(error);
    }
  },
  confirmPasswordReset: async (input: PasswordReset) => {
    try {
      await withMinDelay(api.confirmPasswordReset(input));
      return { ok: true as const };
    } catch (error) {
      return refusal(error);
    }
  },
};

const ForgetPassword = lazy(async () => {
  const { ForgetPasswordDialog } = await import("#features/auth/templates/ForgetPasswordDialog.tsx");
  return {
    default: (props: DialogSlotProps) => (
      <ForgetPasswordDialog {...props} requestPasswordReset={passwordCalls.requestPasswordReset} />
    ),
  };
});

const ResetPassword = lazy(async () => {
  const { ResetPasswordDialog } = await import("#features/auth/templates/ResetPasswordDialog.tsx");
  return {
    default: (props: DialogSlotProps) => (
      <ResetPasswordDialog {...props} confirmPasswordReset={passwordCalls.confirmPasswordReset} />
    ),
  };
});

/** The check-phone dialog (H5's feature) with the session's member and the phone call handed in. */
const CheckPhone = lazy(async () => {
  const [{ CheckPhoneDialog }, { updatePhone }] = await Promise.all([
    import("#features/phone/templates/CheckPhoneDialog.tsx"),
    import("#api/phone.ts"),
  ]);
  return {
    default: function CheckPhoneBody(props: DialogSlotProps) {
      const session = useSession();
      return (
        <CheckPhoneDialog {...props} member={session.user} savePhone={updatePhone}
          onSaved={(user) => void session.refresh(user)} />
      );
    },
  };
});

/** Dialog bodies by type (ShopProvider's dialogSlots). The reset form closes to the home page. */
export const dialogSlots: DialogSlots = {
  signIn: { Body: SignIn },
  signUp: { Body: SignUp },
  forgetPassword: { Body: ForgetPassword },
  resetPassword: { Body: ResetPassword, closeToIndex: true },
  checkPhone: { Body: CheckPhone },
};
