import { useCallback } from "react";
import { Box, Flex, Text } from "@chakra-ui/react";
import { useNavigate } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { User } from "#contract/auth.ts";
import { withMinDelay } from "#api/client.ts";
import { changePassword, deleteAccount, fetchSkinProfile, updateProfile } from "#api/user.ts";
import { answersQuery } from "#contract/skin-quiz.ts";
import { useQuery } from "#lib/use-query.ts";
import { LinkButton } from "./parts/LinkButton.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { outcomeOf, type FormOutcome } from "#features/account/components/form-outcome.ts";
import type { PasswordValues } from "#features/account/components/PasswordForm.tsx";
import type { ProfileValues } from "#features/account/components/ProfileForm.tsx";
import { AccountTemplate } from "#features/account/templates/AccountTemplate.tsx";
import { useDialogs } from "#lib/feedback.tsx";
import { useSession } from "#lib/session.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { AccountNav } from "./parts/AccountNav.tsx";
import { SignInPanel } from "./parts/SignInPanel.tsx";

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
  const { refresh, accountDeleted } = session;
  const dialogs = useDialogs();

  // The answer is the member: the session (header, menus) takes it as is.
  const onSaveProfile = useCallback((values: ProfileValues) => attempt(async () => {
    await refresh(await updateProfile({ ...values, birth_date: values.birth_date || null }));
  }), [refresh]);

  const onChangePassword = useCallback((values: PasswordValues) => attempt(() => changePassword(values)), []);

  // The member is gone: go home first (so the account guard does not ask for a sign-in here), then end the session.
  const onDeleteAccount = useCallback(async () => {
    const outcome = await attempt(() => deleteAccount());
    if (outcome.ok) {
      navigate(to("/"));
      void accountDeleted();
    }
    return outcome;
  }, [navigate, accountDeleted, to]);

  return (
    <AccountTemplate
      profile={{ first_name: user.first_name, last_name: user.last_name, birth_date: user.birth_date ?? "",
        email: user.email }}
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

/** The skin-quiz result the member kept, reopened from its answers. */
function KeptSkinQuiz({ memberId }: { memberId: number }) {
  const { t } = useLingui();
  const kept = useQuery(["skin-profile", memberId], (signal) => fetchSkinProfile({ signal }));
  const answers = kept.data?.answers;
  return (
    <Flex mb="8" p="5" gap="4" borderRadius="2xl" bg="bg.subtle" borderWidth="1px" borderColor="border"
      alignItems={{ base: "flex-start", md: "center" }} direction={{ base: "column", md: "row" }}>
      <Box flex="1">
        <Text fontWeight="semibold">{t`Your skin quiz`}</Text>
        <Text fontSize="sm" color="fg.muted">
          {answers
            ? t`Your kept result and routine, rebuilt from today's shelves.`
            : t`Take the quiz to get a routine for your skin.`}
        </Text>
      </Box>
      <LinkButton to={answers ? `/skin-quiz?${answersQuery(answers)}` : "/skin-quiz"} size="sm">
        {answers ? t`See my result` : t`Take the skin quiz`}
      </LinkButton>
    </Flex>
  );
}

export function Component() {
  const { t } = useLingui();
  const session = useSession();
  // AccountGuard renders this page once the session is ready: a guest gets the sign-in panel.
  return (
    <PageFrame eyebrow={t`My Account`} title={t`My Account`} lead={t`Your profile, password and account settings.`}>
      {session.user
        ? <><AccountNav /><KeptSkinQuiz memberId={session.user.id} /><AccountSettings user={session.user} /></>
        : <SignInPanel text={t`Log in to see your profile, orders and points.`} />}
    </PageFrame>
  );
}
