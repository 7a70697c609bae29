import { Box, chakra, Flex, Link as ChakraLink, SimpleGrid, Text } from "@chakra-ui/react";
import { useState, type KeyboardEvent } from "react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { MenuItem } from "#contract/general.ts";
import { ChevronDownIcon } from "./icons.tsx";
import { isExternal } from "./menu-links.ts";

const RouterLink = chakra(Link);

function MenuLink({ item, to, ...style }: { item: MenuItem; to: (path: string) => string }
  & Parameters<typeof RouterLink>[0]) {
  if (isExternal(item.link)) {
    return <ChakraLink href={item.link} target="_blank" rel="noreferrer" {...style}>{item.name}</ChakraLink>;
  }
  return <RouterLink to={to(item.link)} {...style}>{item.name}</RouterLink>;
}

/**
 * The server menu on desktop. A sub-menu opens on hover, and for keyboard users when focus enters the item
 * (the chevron button toggles it and reports aria-expanded); Escape closes it.
 */
export function DesktopMenu({ items, to }: { items: MenuItem[]; to: (path: string) => string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);

  // Escape closes the open sub-menu and, if focus was inside it, puts focus back on its top-level link.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const item = (event.target as HTMLElement).closest("[data-menu-item]");
    setOpen(null);
    item?.querySelector<HTMLElement>("a")?.focus();
  };

  return (
    <chakra.nav aria-label={t`Main`} onKeyDown={onKeyDown}>
      <Flex as="ul" listStyleType="none" gap={{ lg: "1", xl: "3" }} m="0" p="0" alignItems="center">
        {items.map((item, index) => {
          const hasChildren = item.child.length > 0;
          const expanded = open === index;
          return (
            <Box as="li" key={`${item.name}-${index}`} position="relative" data-menu-item=""
              onMouseEnter={() => hasChildren && setOpen(index)} onMouseLeave={() => setOpen(null)}
              onFocus={(event) => {
                // Focus arriving on the top link opens the sub-menu, unless Escape just sent it back there.
                if (hasChildren && event.target.tagName === "A"
                  && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(index);
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
              }}>
              <Flex alignItems="center">
                <MenuLink item={item} to={to} px="2.5" py="2" fontSize="sm" fontWeight="medium" letterSpacing="0.02em"
                  color="currentColor" borderRadius="md" textDecoration="none" whiteSpace="nowrap"
                  _hover={{ color: "brand.fg" }} />
                {hasChildren && (
                  <chakra.button type="button" aria-expanded={expanded} aria-label={t`${item.name} menu`}
                    onClick={() => setOpen(expanded ? null : index)} display="inline-flex" ml="-1.5" p="1"
                    borderRadius="sm"
                    // WCAG 2.2 target size: at least 24 by 24 px around the 14 px chevron.
                    minW="6" minH="6" alignItems="center" justifyContent="center"
                    color="currentColor" opacity={0.7} cursor="pointer" bg="transparent"
                    transform={expanded ? "rotate(180deg)" : undefined} transition="transform 0.2s">
                    <ChevronDownIcon size={14} />
                  </chakra.button>
                )}
              </Flex>
              {hasChildren && (
                <Box position="absolute" top="100%" left="50%" pt="3" zIndex="dropdown"
                  transform={expanded ? "translate(-50%, 0)" : "translate(-50%, -6px)"} opacity={expanded ? 1 : 0}
                  visibility={expanded ? "visible" : "hidden"}
                  transition="opacity 0.18s, transform 0.18s, visibility 0.18s">
                  <Box bg="bg.panel" color="fg" borderRadius="xl" boxShadow="lg" borderWidth="1px" borderColor="border"
                    p="5"
                    minW={item.child.some((c) => c.child.length > 0) ? "lg" : "56"}>
                    <SubMenu items={item.child} to={to} />
                  </Box>
                </Box>
              )}
            </Box>
          );
        })}
      </Flex>
    </chakra.nav>
  );
}

function SubMenu({ items, to }: { items: MenuItem[]; to: (path: string) => string }) {
  const grouped = items.some((item) => item.child.length > 0);
  if (!grouped) {
    return (
      <Box as="ul" listStyleType="none" m="0" p="0">
        {items.map((child, i) => (
          <li key={`${child.name}-${i}`}>
            <MenuLink item={child} to={to} display="block" px="2" py="1.5" borderRadius="md" fontSize="sm" color="fg"
              textDecoration="none" _hover={{ bg: "brand.subtle", color: "brand.fg" }} />
          </li>
        ))}
      </Box>
    );
  }
  return (
    <SimpleGrid columns={Math.min(items.length, 3)} gap="6">
      {items.map((group, i) => (
        <Box key={`${group.name}-${i}`}>
          <Text fontSize="xs" fontWeight="bold" letterSpacing="0.08em" textTransform="uppercase" color="fg.muted"
            mb="2">
            <MenuLink item={group} to={to} color="inherit" textDecoration="none" />
          </Text>
          <Box as="ul" listStyleType="none" m="0" p="0">
            {group.child.map((leaf, j) => (
              <li key={`${leaf.name}-${j}`}>
                <MenuLink item={leaf} to={to} display="block" py="1" fontSize="sm" color="fg" textDecoration="none"
                  _hover={{ color: "brand.fg" }} />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
