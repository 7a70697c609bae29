import { chakra, SimpleGrid, Text } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { useLocalePath } from "../../../lib/use-locale-path";

const RouterLink = chakra(Link);

/** The account sections as cards; each page's own content comes with the accounts issue. */
export function AccountNav() {
  const { t } = useLingui();
  const { to } = useLocalePath();
  const sections = [
    { path: "/my-account", title: t`My Account`, text: t`Profile and password` },
    { path: "/my-account/my-orders", title: t`My Orders`, text: t`Track and re-order` },
    { path: "/my-account/membership", title: t`Membership`, text: t`Points and rewards` },
    { path: "/my-account/my-address", title: t`My Shipping`, text: t`Shipping and billing addresses` },
  ];
  return (
    <SimpleGrid as="nav" aria-label={t`My Account`} columns={{ base: 1, md: 2, lg: 4 }} gap="4">
      {sections.map((section) => (
        <RouterLink key={section.path} to={to(section.path)} p="5" borderRadius="xl" borderWidth="1px" borderColor="border"
          textDecoration="none" color="fg" _hover={{ borderColor: "brand.border", bg: "brand.subtle" }}>
          <Text fontWeight="semibold">{section.title}</Text>
          <Text fontSize="sm" color="fg.muted">{section.text}</Text>
        </RouterLink>
      ))}
    </SimpleGrid>
  );
}
