import { lazy } from "react";
import type { DialogSlotProps, DialogSlots } from "../components/feedback/DialogHost.tsx";
import { useSession } from "../lib/session.tsx";

// The dialog bodies download when a dialog first opens, so the home page's bundle does not carry the forms.

const SignIn = lazy(async () => ({ default: (await import("../features/auth/templates/SignInDialog.tsx")).SignInDialog }));
const SignUp = lazy(async () => ({ default: (await import("../features/auth/templates/SignUpDialog.tsx")).SignUpDialog }));
const ForgetPassword = lazy(async () => ({
  default: (await import("../features/auth/templates/ForgetPasswordDialog.tsx")).ForgetPasswordDialog,
}));
const ResetPassword = lazy(async () => ({
  default: (await import("../features/auth/templates/ResetPasswordDialog.tsx")).ResetPasswordDialog,
}));

/** The check-phone dialog (H5's feature) with the session's member and the phone call handed in. */
const CheckPhone = lazy(async () => {
  const [{ CheckPhoneDialog }, { updatePhone }] = await Promise.all([
    import("../features/phone/templates/CheckPhoneDialog.tsx"),
    import("../api/phone.ts"),
  ]);
  return {
    default: function CheckPhoneBody(props: DialogSlotProps) {
      const session = useSession();
      return <CheckPhoneDialog {...props} member={session.user} savePhone={updatePhone} onSaved={(user) => void session.refresh(user)} />;
    },
  };
});

/** Dialog bodies by type (FeedbackProvider's dialogSlots). The reset form closes to the home page. */
export const dialogSlots: DialogSlots = {
  signIn: { Body: SignIn },
  signUp: { Body: SignUp },
  forgetPassword: { Body: ForgetPassword },
  resetPassword: { Body: ResetPassword, closeToIndex: true },
  checkPhone: { Body: CheckPhone },
};
