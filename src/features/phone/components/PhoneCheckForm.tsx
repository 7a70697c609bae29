import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LazyPhoneField, type PhoneCheck, type PhoneValue } from "#components/form/LazyPhoneField.tsx";

export interface PhoneCheckFormProps {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  onParsed: (check: PhoneCheck) => void;
  /** False: the phone is shown read-only with Edit; true: it can be changed and saved. */
  editing: boolean;
  saving: boolean;
  /** The message under the field (the server's, or the parser's after a Save). */
  error?: string | undefined;
  /** The member has a saved phone (Verify needs one). */
  hasPhone: boolean;
  verified: boolean;
  /** Check the number as it is typed (after a Save was refused). */
  validateNow: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  onVerify: () => void;
}

/**
 * Spec §2 phone merge dialog: the phone read-only; Edit enables editing, Save updates the phone, Verify goes to
 * OTP verification.
 */
export function PhoneCheckForm({
  value, onChange, onParsed, editing, saving, error, hasPhone, verified, validateNow, onEdit, onCancel, onSave,
  onVerify,
}: PhoneCheckFormProps) {
  const { t } = useLingui();
  return (
    <form noValidate onSubmit={(event) => {
      event.preventDefault();
      if (editing) onSave();
      else onVerify();
    }}>
    <Stack gap="5">
      <Text color="fg.muted">
        {t`Check that this is your mobile number. We send a one-time code by SMS to verify it and merge your LINE shopping points.`}
      </Text>
      <LazyPhoneField label={t`Phone number`} value={value} onChange={onChange} onParsed={onParsed} error={error}
        readOnly={!editing} disabled={saving} required validateNow={validateNow} name="phone" />
      {hasPhone && !editing ? (
        <HStack>
          {verified
            ? <Badge colorPalette="green" variant="subtle" size="lg">{t`Verified`}</Badge>
            : <Badge colorPalette="orange" variant="subtle" size="lg">{t`Not verified`}</Badge>}
        </HStack>
      ) : null}
      <HStack gap="3" justify="flex-end" flexWrap="wrap">
        {editing ? (
          <>
            {hasPhone ? <Button variant="ghost" onClick={onCancel} disabled={saving}>{t`Cancel`}</Button> : null}
            <Button type="submit" colorPalette="brand" borderRadius="full" px="8" loading={saving}>{t`Save`}</Button>
          </>
        ) : (
          <>
            <Button variant="outline" borderRadius="full" px="6" onClick={onEdit}>{t`Edit`}</Button>
            {verified ? null : (
              <Button type="submit" colorPalette="brand" borderRadius="full" px="8" disabled={!hasPhone}>
                {t`Verify`}</Button>
            )}
          </>
        )}
      </HStack>
    </Stack>
    </form>
  );
}
