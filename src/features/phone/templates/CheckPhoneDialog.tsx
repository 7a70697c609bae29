import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { User } from "#contract/auth.ts";
import type { Phone, PhoneInput } from "#contract/phone-shape.ts";
import type { DialogSlotProps } from "#components/feedback/DialogHost.tsx";
import type { PhoneCheck, PhoneValue } from "#components/form/LazyPhoneField.tsx";
import { useToast } from "#lib/feedback.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { PhoneCheckForm } from "../components/PhoneCheckForm.tsx";

/** What the app hands the check-phone dialog (features never call the API themselves). */
export interface CheckPhoneWiring {
  /** The signed-in member (the session's user): the phone shown and whether it is verified. */
  member: { phone: Phone | null; phone_verified: boolean } | null;
  /** POST api/user/phone (src/api/phone.ts updatePhone). */
  savePhone: (phone: PhoneInput) => Promise<User>;
  /** The saved member, for the session to take (so the account page and the OTP page see the new phone). */
  onSaved?: (user: User) => void;
}

export type CheckPhoneDialogProps = DialogSlotProps & CheckPhoneWiring;

const DEFAULT_VALUE: PhoneValue = { country_code: "TH", number: "" };

function valueOf(phone: Phone | null): PhoneValue {
  return phone ? { country_code: phone.country_code, number: phone.formatted } : DEFAULT_VALUE;
}

/** The server's message for the phone field, else its message (src/api's ApiError, read by shape). */
function messageOf(error: unknown): { field: string | undefined; message: string } {
  const message = error instanceof Error ? error.message : "";
  const errors = error && typeof error === "object" && "errors" in error
    ? (error.errors as Record<string, unknown> | undefined) : undefined;
  const entry = errors ? Object.entries(errors).find(([key]) => key.split(".")[0] === "phone") : undefined;
  const list = entry?.[1];
  const field = Array.isArray(list) && typeof list[0] === "string" ? list[0] : undefined;
  return { field: field ?? (message || undefined), message: field ?? message };
}

/**
 * Spec §2 phone merge dialog ("Check your phone number"): the member's phone read-only; Edit enables editing; Save
 * updates it (POST api/user/phone); Verify goes to /my-account/otp-verification. Opened with
 * `useDialogs().open("checkPhone")`.
 *
 * Wiring in src/app (features never import src/api), e.g. in dialog-slots.tsx:
 *   const CheckPhoneBody = lazy(async () => {
 *     const [{ CheckPhoneDialog }, { updatePhone }] = await Promise.all([
 *       import("../features/phone/templates/CheckPhoneDialog"), import("../api/phone")]);
 *     return { default: function CheckPhoneBody(props: DialogSlotProps) {
 *       const session = useSession();
 *       return <CheckPhoneDialog {...props} member={session.user} savePhone={updatePhone}
 *         onSaved={(user) => session.refresh(user)} />;
 *     } };
 *   });
 */
export function CheckPhoneDialog({ close, member, savePhone, onSaved }: CheckPhoneDialogProps) {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const { to } = useLocalePath();
  const [saved, setSaved] = useState<{ phone: Phone | null; verified: boolean }>({
    phone: member?.phone ?? null, verified: member?.phone_verified ?? false,
  });
  const [value, setValue] = useState<PhoneValue>(() => valueOf(saved.phone));
  const [editing, setEditing] = useState(saved.phone === null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [validateNow, setValidateNow] = useState(false);
  const check = useRef<PhoneCheck | null>(null);

  const onSave = async () => {
    const state = check.current?.state ?? "empty";
    if (state !== "valid") {
      setValidateNow(true);
      setError(state === "empty" ? t`Please enter your phone number.` : t`Please enter a valid phone number.`);
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      const user = await savePhone({ country_code: value.country_code, number: value.number.trim() });
      setSaved({ phone: user.phone, verified: user.phone_verified });
      setValue(valueOf(user.phone));
      setEditing(false);
      setValidateNow(false);
      onSaved?.(user);
    } catch (failure) {
      const { field, message } = messageOf(failure);
      setError(field);
      void toast({ status: "error", title: t`error!`, message:
        message || t`Something went wrong on our side. Please try again.` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <PhoneCheckForm
      value={value}
      onChange={(next) => {
        setValue(next);
        if (error) setError(undefined);
      }}
      onParsed={(next) => {
        check.current = next;
      }}
      editing={editing}
      saving={saving}
      error={error}
      hasPhone={saved.phone !== null}
      verified={saved.verified}
      validateNow={validateNow}
      onEdit={() => setEditing(true)}
      onCancel={() => {
        setValue(valueOf(saved.phone));
        setEditing(false);
        setError(undefined);
        setValidateNow(false);
      }}
      onSave={() => void onSave()}
      onVerify={() => {
        navigate(to("/my-account/otp-verification"));
        close();
      }}
    />
  );
}
