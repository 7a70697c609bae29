import { Button, Group } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LOCALES, type Locale } from "#contract/locale.ts";

export interface LocaleSwitchProps {
  /** The language on screen. */
  locale: Locale;
  /** The shopper picked the other language (the locale machine keeps the path, adds the prefix, stores the cookie). */
  onSwitch: (locale: Locale) => void;
  size?: "xs" | "sm";
  onSwitched?: () => void;
}

/** EN/TH switch; the menu reloads because its query is keyed by locale. */
export function LocaleSwitch({ locale, onSwitch, size = "xs", onSwitched }: LocaleSwitchProps) {
  const { t } = useLingui();
  return (
    <Group role="group" aria-label={t`Language`} attached borderRadius="full" bg="bg.muted" p="0.5">
      {LOCALES.map((code) => {
        const active = code === locale;
        return (
          <Button key={code} size={size} borderRadius="full" px="3" minW="10" fontWeight="semibold"
            letterSpacing="0.04em"
            aria-pressed={active} variant={active ? "solid" : "ghost"} colorPalette="brand"
            color={active ? "brand.contrast" : "fg.muted"}
            onClick={() => {
              if (!active) onSwitch(code);
              onSwitched?.();
            }}>
            {code.toUpperCase()}
          </Button>
        );
      })}
    </Group>
  );
}
