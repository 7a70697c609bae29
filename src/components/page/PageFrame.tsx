import { Box, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { PageHead } from "./PageHead.tsx";

export type PageFrameProps = {
  title: string;
  /** What the h1 shows when it needs markup (a shopper's own words marked with their language); else `title`. */
  heading?: ReactNode;
  /** One helpful line under the heading. */
  lead?: string;
  /** Small label above the heading (section name). */
  eyebrow?: string;
  /** Overrides for the head; description defaults to the lead. */
  head?: { title?: string; description?: string; keywords?: readonly string[] };
  width?: "narrow" | "wide";
  children?: ReactNode;
};

/** The frame every page shares: head tags, one <h1> with its lead line, and the page body in a container. */
export function PageFrame({ title, heading, lead, eyebrow, head, width = "wide", children }: PageFrameProps) {
  return (
    <>
      <PageHead title={head?.title || title} description={head?.description || lead} keywords={head?.keywords} />
      <Box as="section" pt={{ base: "8", md: "14" }} pb={{ base: "6", md: "10" }}>
        <Container maxW={width === "narrow" ? "3xl" : "7xl"} px={{ base: "5", md: "8" }}>
          {eyebrow ? (
            <Text fontSize="xs" fontWeight="bold" letterSpacing="0.14em" textTransform="uppercase" color="brand.fg"
              mb="3">{eyebrow}</Text>
          ) : null}
          <Heading as="h1" fontFamily="heading" fontWeight="medium" fontSize={{ base: "3xl", md: "5xl" }}
            lineHeight="1.15" letterSpacing="-0.01em">
            {heading ?? title}
          </Heading>
          {lead ? <Text mt="3" fontSize={{ base: "md", md: "lg" }} color="fg.muted" maxW="2xl">{lead}</Text> : null}
        </Container>
      </Box>
      <Container maxW={width === "narrow" ? "3xl" : "7xl"} px={{ base: "5", md: "8" }} pb={{ base: "14", md: "20" }}>
        {children}
      </Container>
    </>
  );
}
