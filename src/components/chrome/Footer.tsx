import { Box, chakra, Container, Flex, Grid, Heading, Link as ChakraLink, SimpleGrid, Skeleton, Stack,
  Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { StoreInfo } from "#contract/general.ts";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { ClockIcon, FacebookIcon, InstagramIcon, LineIcon, MailIcon, PhoneIcon, PinIcon,
  TiktokIcon } from "./icons.tsx";
import { Logo } from "./Logo.tsx";
import { offscreen } from "../page/offscreen.ts";

const RouterLink = chakra(Link);

const SOCIAL_ICONS: Record<string, () => ReactNode> = {
  facebook: FacebookIcon, instagram: InstagramIcon, line: LineIcon, tiktok: TiktokIcon,
};

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex gap="2.5" alignItems="flex-start" fontSize="sm" color="plum.100">
      <Box flexShrink={0} mt="0.5" color="rose.200">{icon}</Box>
      <Box minW="0">{children}</Box>
    </Flex>
  );
}

/** Footer: contact details, the four branches, site links and social links (data: GET api/general/store). */
export function Footer({ store }: { store: StoreInfo | undefined }) {
  const { t } = useLingui();
  const { to } = useLocalePath();
  const links = [
    { label: t`About Us`, path: "/about-us" },
    { label: t`Skin Quiz`, path: "/skin-quiz" },
    { label: t`Blog`, path: "/blog" },
    { label: t`FAQ`, path: "/faq" },
    { label: t`Terms of Services`, path: "/terms-services" },
    { label: t`Privacy & Policy`, path: "/privacy-policy" },
  ];
  const heading = { as: "h2", fontSize: "xs", fontFamily: "body", fontWeight: "bold", letterSpacing: "0.12em",
    textTransform: "uppercase", color: "rose.200", mb: "4" } as const;

  return (
    <Box as="footer" bg="plum.950" color="sand.100" mt="auto" pt={{ base: "12", md: "16" }} pb="8"
      css={offscreen({ base: 1450, md: 1050, lg: 880, xl: 560 })}>
      <Container maxW="7xl" px={{ base: "5", md: "8" }}>
        <Grid templateColumns={{ base: "1fr", md: "1fr 1fr", lg: "1.1fr 2.4fr 0.8fr" }} gap={{ base: "10", lg: "12" }}>
          <Stack gap="4">
            <Logo to={to("/")} inverted />
            <Text fontSize="sm" color="plum.200" maxW="xs">
              {t`Niche skincare from independent brands, chosen for Bangkok's climate and delivered across Thailand.`}
            </Text>
            {store ? (
              <Stack gap="2.5" mt="2">
                <Row icon={<PhoneIcon size={16} />}><ChakraLink
                  href={`tel:${store.contact.phone.replace(/[^\d+]/g, "")}`}
                  color="inherit">{store.contact.phone}</ChakraLink></Row>
                <Row icon={<MailIcon size={16} />}><ChakraLink href={`mailto:${store.contact.email}`} color="inherit">
                  {store.contact.email}</ChakraLink></Row>
                <Row icon={<LineIcon />}><Text>{t`LINE: ${store.contact.line}`}</Text></Row>
                <Row icon={<ClockIcon size={16} />}><Text>{store.contact.hours}</Text></Row>
                <Row icon={<PinIcon size={16} />}><Text>{store.contact.address}</Text></Row>
              </Stack>
            ) : (
              <Stack gap="2" mt="2">
                {[1, 2, 3].map((n) => <Skeleton key={n} h="4" w="60" bg="whiteAlpha.200" />)}
              </Stack>
            )}
          </Stack>

          <Box>
            <Heading {...heading}>{t`Our branches`}</Heading>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6">
              {(store?.branches ?? []).map((branch) => (
                <Box key={branch.id} borderLeftWidth="2px" borderColor="plum.700" ps="4">
                  <Text fontWeight="semibold" color="white" mb="1">{branch.name}</Text>
                  <Text fontSize="sm" color="plum.100">{branch.address}</Text>
                  <Text fontSize="sm" color="plum.200" mt="1">{branch.hours}</Text>
                  <Flex gap="3" mt="1" fontSize="sm" wrap="wrap">
                    <ChakraLink href={`tel:${branch.phone.replace(/[^\d+]/g, "")}`} color="rose.200">
                      {branch.phone}</ChakraLink>
                    <ChakraLink href={branch.map_url} target="_blank" rel="noreferrer" color="rose.200"
                      aria-label={t`Map to ${branch.name}`}>{t`Map`}</ChakraLink>
                  </Flex>
                </Box>
              ))}
              {!store && [1, 2, 3, 4].map((n) => <Skeleton key={n} h="20" bg="whiteAlpha.200" />)}
            </SimpleGrid>
          </Box>

          <Box>
            <Heading {...heading}>{t`SkinState`}</Heading>
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="2.5">
              {links.map((link) => (
                <li key={link.path}>
                  <RouterLink to={to(link.path)} fontSize="sm" color="sand.100"
                    _hover={{ color: "white", textDecoration: "underline" }}>
                    {link.label}
                  </RouterLink>
                </li>
              ))}
            </Stack>
          </Box>
        </Grid>

        <Flex mt="12" pt="6" borderTopWidth="1px" borderColor="whiteAlpha.200" direction={{ base: "column", md: "row" }}
          gap="4" justifyContent="space-between" alignItems={{ base: "flex-start", md: "center" }}>
          <Text fontSize="xs" color="plum.200">
            {t`© ${new Date().getFullYear()} SkinState. Prices include 7% VAT.`}
          </Text>
          <Flex as="ul" listStyleType="none" m="0" p="0" gap="2" aria-label={t`Follow us`}>
            {(store?.social ?? []).map((social) => {
              const Icon = SOCIAL_ICONS[social.name.toLowerCase()];
              return (
                <li key={social.name}>
                  <ChakraLink href={social.url} target="_blank" rel="noreferrer" aria-label={social.name}
                    title={social.name}
                    display="inline-flex" w="10" h="10" alignItems="center" justifyContent="center" borderRadius="full"
                    bg="whiteAlpha.100" color="sand.100" _hover={{ bg: "rose.200", color: "plum.950" }}>
                    {Icon ? <Icon /> : social.name}
                  </ChakraLink>
                </li>
              );
            })}
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
