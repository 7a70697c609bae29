import { Accordion, Box, Button, chakra, Separator, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { MenuItem } from "#contract/general.ts";
import type { Locale } from "#contract/locale.ts";
import { LocaleSwitch } from "./LocaleSwitch.tsx";
import { isExternal } from "./menu-links.ts";
import { SideDrawer } from "#components/feedback/SideDrawer.tsx";

const RouterLink = chakra(Link);

export type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: MenuItem[];
  to: (path: string) => string;
  signedIn: boolean;
  onLogIn: () => void;
  onLogOut: () => void;
  locale: Locale;
  onSwitchLocale: (locale: Locale) => void;
};

const rowStyle = {
  display: "block", py: "3", fontSize: "md", color: "fg", textDecoration: "none", _hover: { color: "brand.fg" },
} as const;

/** The slide-in menu below 1200 px: the server menu as accordions, the account group, log in/out, language. */
export function MobileMenu({
  open, onOpenChange, items, to, signedIn, onLogIn, onLogOut, locale, onSwitchLocale,
}: MobileMenuProps) {
  const { t } = useLingui();
  const close = () => onOpenChange(false);
  const link = (item: MenuItem, style: object = rowStyle) =>
    isExternal(item.link)
      ? <chakra.a href={item.link} target="_blank" rel="noreferrer" {...style}>{item.name}</chakra.a>
      : <RouterLink to={to(item.link)} onClick={close} {...style}>{item.name}</RouterLink>;

  const account = [
    { label: t`My Account`, path: "/my-account" },
    { label: t`My Orders`, path: "/my-account/my-orders" },
    { label: t`Membership`, path: "/my-account/membership" },
    { label: t`My Shipping`, path: "/my-account/my-address" },
  ];

  return (
    <SideDrawer open={open} onOpenChange={onOpenChange} placement="start" title={t`Menu`} closeLabel={t`Close menu`}
      body={{ px: "5", py: "2" }} footerProps={{ justifyContent: "space-between" }}
      footer={<>
        <Text fontSize="sm" color="fg.muted">{t`Language`}</Text>
        <LocaleSwitch locale={locale} onSwitch={onSwitchLocale} size="sm" onSwitched={close} />
      </>}>
      <chakra.nav aria-label={t`Main`}>
        <Accordion.Root collapsible multiple variant="plain">
          {items.map((item, index) =>
            item.child.length === 0 ? (
              <Box key={`${item.name}-${index}`} borderBottomWidth="1px" borderColor="border">{link(item)}</Box>
            ) : (
              <Accordion.Item key={`${item.name}-${index}`} value={`${index}`} borderBottomWidth="1px"
                borderColor="border">
                <Accordion.ItemTrigger py="3" fontSize="md" fontWeight="normal" cursor="pointer">
                  <Text flex="1" textAlign="start">{item.name}</Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody pt="0" pb="3" ps="3">
                    <Stack gap="0">
                      {link(item, { ...rowStyle, py: "2", fontSize: "sm", color: "brand.fg" })}
                      {item.child.flatMap((child, j) => [
                        <Box key={`c-${j}`}>{link(child, { ...rowStyle, py: "2", fontSize: "sm" })}</Box>,
                        ...child.child.map((leaf, k) => (
                          <Box key={`l-${j}-${k}`} ps="3">{link(leaf,
                            { ...rowStyle, py: "1.5", fontSize: "sm", color: "fg.muted" })}</Box>
                        )),
                      ])}
                    </Stack>
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ),
          )}
          {signedIn && (
            <Accordion.Item value="account" borderBottomWidth="1px" borderColor="border">
              <Accordion.ItemTrigger py="3" fontSize="md" fontWeight="normal" cursor="pointer">
                <Text flex="1" textAlign="start">{t`My Account`}</Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody pt="0" pb="3" ps="3">
                  <Stack gap="0">
                    {account.map((entry) => (
                      <RouterLink key={entry.path} to={to(entry.path)} onClick={close} {...rowStyle} py="2"
                        fontSize="sm">
                        {entry.label}
                      </RouterLink>
                    ))}
                  </Stack>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          )}
        </Accordion.Root>
      </chakra.nav>
      <Separator my="4" borderColor="transparent" />
      {signedIn ? (
        <Button variant="outline" w="full" borderRadius="full" onClick={() => { close(); onLogOut(); }}>
          {t`Log out`}</Button>
      ) : (
        <Button colorPalette="brand" w="full" borderRadius="full" onClick={() => { close(); onLogIn(); }}>
          {t`Log in`}</Button>
      )}
    </SideDrawer>
  );
}
