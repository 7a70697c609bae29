import { Button, Group } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LOCALES } from "../../../contract/locale.ts";
import { useLocale } from "../../lib/locale";

/**
 * EN/TH switch. The locale machine (src/lib/locale.tsx) keeps the path, adds the prefix and stores the cookie;
 * the menu reloads because its query is keyed by locale.
 */
export function LocaleSwitch({ size = "xs", onSwitched }: { size?: "xs" | "sm"; onSwitched?: () => void }) {
  const { t } = useLingui();
  const { locale, switchTo } = useLocale();
  return (
    <Group role="group" aria-label={t`Language`} attached borderRadius="full" bg="bg.muted" p="0.5">
      {LOCALES.map((code) => {
        const active = code === locale;
        return (
          <Button key={code} size={size} borderRadius="full" px="3" minW="10" fontWeight="semibold" letterSpacing="0.04em"
            aria-pressed={active} variant={active ? "solid" : "ghost"} colorPalette="brand"
            color={active ? "brand.contrast" : "fg.muted"}
            onClick={() => {
              if (!active) switchTo(code);
              onSwitched?.();
            }}>
            {code.toUpperCase()}
          </Button>
        );
      })}
    </Group>
  );
}
