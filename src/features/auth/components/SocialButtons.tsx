import { Box, Button, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { SocialProvider } from "#contract/auth.ts";

export interface SocialButtonsProps {
  /** The provider whose URL is being asked (its button spins); null when none. */
  pending: SocialProvider | null;
  disabled?: boolean;
  onSelect: (provider: SocialProvider) => void;
}

const marks: Record<SocialProvider, { letter: string; bg: string }> = {
  google: { letter: "G", bg: "#4285F4" },
  facebook: { letter: "f", bg: "#1877F2" },
  line: { letter: "L", bg: "#06C755" },
};

/** "Continue with Google / Facebook / LINE" (spec §4 social login). */
export function SocialButtons({ pending, disabled = false, onSelect }: SocialButtonsProps) {
  const { t } = useLingui();
  const labels: Record<SocialProvider, string> = {
    google: t`Continue with Google`,
    facebook: t`Continue with Facebook`,
    line: t`Continue with LINE`,
  };
  return (
    <Stack gap="2">
      {(["google", "facebook", "line"] as const).map((provider) => (
        <Button key={provider} type="button" variant="outline" borderRadius="full" w="full" justifyContent="center"
          gap="3"
          loading={pending === provider} disabled={disabled || (pending !== null && pending !== provider)}
          onClick={() => onSelect(provider)}>
          <Box as="span" aria-hidden="true" display="inline-flex" alignItems="center" justifyContent="center" w="5"
            h="5"
            borderRadius="full" bg={marks[provider].bg} color="white" fontSize="xs" fontWeight="bold">
            {marks[provider].letter}
          </Box>
          {labels[provider]}
        </Button>
      ))}
    </Stack>
  );
}
