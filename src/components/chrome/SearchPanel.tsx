import { Box, chakra, CloseButton, Dialog, Flex, Heading, Input, Portal, Text, Wrap } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { SearchIcon } from "./icons.tsx";
import { RECOMMENDED_TERMS, searchPath } from "./recommended-terms.ts";
import { useDialogName } from "#components/feedback/dialog-name.ts";

const RouterLink = chakra(Link);

/**
 * The search panel: a dialog named "Search" with one search box. Enter goes to /search-result?search=term in the
 * locale prefix in use; the recommended terms are plain links to the same page.
 */
export function SearchPanel({ open, onOpenChange, to }: { open: boolean; onOpenChange: (open: boolean) => void;
  to: (path: string) => string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState("");
  const close = () => onOpenChange(false);
  const name = useDialogName();

  return (
    <Dialog.Root {...name.root} open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="top"
      size="lg"
      initialFocusEl={() => input.current} motionPreset="slide-in-top">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.500" backdropFilter="blur(2px)" />
        <Dialog.Positioner px="3">
          <Dialog.Content {...name.content} borderRadius="2xl" mt={{ base: "3", md: "16" }} bg="bg.panel" color="fg">
            <Dialog.Header pb="2">
              <Dialog.Title asChild>
                <Heading as="h2" fontSize="lg" fontFamily="heading">{t`Search`}</Heading>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <chakra.form role="search" onSubmit={(event) => {
                event.preventDefault();
                if (!term.trim()) return;
                navigate(to(searchPath(term)));
                close();
              }}>
                <Flex alignItems="center" gap="2" borderWidth="1px" borderColor="border" borderRadius="full" px="4"
                  _focusWithin={{ borderColor: "brand.solid", boxShadow:
                    "0 0 0 1px var(--chakra-colors-brand-solid)" }}>
                  <Box color="fg.muted"><SearchIcon size={18} /></Box>
                  <Input ref={input} type="search" aria-label={t`Search products`}
                    placeholder={t`Search products, brands and concerns`}
                    value={term} onChange={(event) => setTerm(event.target.value)} border="none" px="0" h="12"
                    fontSize="md"
                    _focusVisible={{ outline: "none", boxShadow: "none" }} enterKeyHint="search" />
                </Flex>
              </chakra.form>
              <Text mt="5" mb="2" fontSize="xs" fontWeight="bold" letterSpacing="0.08em" textTransform="uppercase"
                color="fg.muted">
                {t`Popular searches`}
              </Text>
              <Wrap as="ul" listStyleType="none" gap="2" m="0" p="0">
                {RECOMMENDED_TERMS.map((term) => (
                  <li key={term.query}>
                    <RouterLink to={to(searchPath(i18n._(term.label)))} onClick={close} display="inline-block" px="3.5"
                      py="1.5"
                      borderRadius="full" bg="brand.subtle" color="brand.fg" fontSize="sm" textDecoration="none"
                      _hover={{ bg: "brand.muted" }}>
                      {i18n._(term.label)}
                    </RouterLink>
                  </li>
                ))}
              </Wrap>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close search`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
