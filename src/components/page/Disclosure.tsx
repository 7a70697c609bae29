import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ChevronDownIcon } from "#components/chrome/icons.tsx";

type DisclosureProps = Omit<HTMLChakraProps<"details">, "title"> & {
  /** What the shopper clicks: the summary's text, styled by the caller. */
  title: ReactNode;
  /** Open at first (the shopper's own toggles stay once the page has hydrated). */
  open?: boolean;
  /** Disclosures sharing a name open one at a time (the browser closes the others). */
  name?: string;
  /** The chevron's colour token; the summary's text colour by default. */
  indicatorColor?: string;
  children: ReactNode;
};

/**
 * A section the shopper opens and closes (a product's details, an FAQ answer): the browser's own `<details>`, so it
 * works before the page's script has run and hydrates with no machine to start (decision 0175). The summary is the
 * disclosure button screen readers announce, with its expanded state.
 */
export function Disclosure({ title, indicatorColor, children, ...rest }: DisclosureProps) {
  return (
    <chakra.details {...rest} css={{
      "& > summary > svg": { color: indicatorColor }, "&[open] > summary > svg": { transform: "rotate(180deg)" },
    }}>
      <chakra.summary display="flex" alignItems="center" gap="4" py="4" cursor="pointer" listStyle="none"
        css={{ "&::-webkit-details-marker": { display: "none" } }}
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}>
        {title}
        <ChevronDownIcon size={18} style={{ flexShrink: 0 }} />
      </chakra.summary>
      {children}
    </chakra.details>
  );
}
