import { chakra, Flex, Text } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";

const RouterLink = chakra(Link);

/** Page numbers to show: first, last, and two either side of the current one, with gaps as null. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - current) <= 1) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** Real links (each page has its own URL), so back, reload and "open in new tab" all work. */
export function Pagination({ page, last, hrefFor }: { page: number; last: number; hrefFor: (page: number) => string }) {
  const { t } = useLingui();
  if (last <= 1) return null;
  const cell = { minW: "10", h: "10", px: "3", borderRadius: "full", display: "inline-flex", alignItems: "center",
    justifyContent: "center", fontSize: "sm" } as const;
  return (
    <Flex as="nav" aria-label={t`Pagination`} justifyContent="center" mt="12">
      <Flex as="ul" listStyleType="none" gap="1" alignItems="center" wrap="wrap" justifyContent="center">
        {page > 1 ? (
          <li><RouterLink to={hrefFor(page - 1)} {...cell} borderWidth="1px" borderColor="border" rel="prev">
            {t`Previous`}</RouterLink></li>
        ) : null}
        {pageWindow(page, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`}><Text as="span" {...cell} color="fg.muted" aria-hidden="true">…</Text></li>
          ) : (
            <li key={p}>
              <RouterLink to={hrefFor(p)} {...cell} aria-label={t`Page ${p}`}
                aria-current={p === page ? "page" : undefined}
                bg={p === page ? "brand.solid" : undefined} color={p === page ? "brand.contrast" : "fg"}
                fontWeight={p === page ? "bold" : "normal"}
                _hover={{ bg: p === page ? undefined : "bg.muted" }}>
                {p}
              </RouterLink>
            </li>
          ),
        )}
        {page < last ? (
          <li><RouterLink to={hrefFor(page + 1)} {...cell} borderWidth="1px" borderColor="border" rel="next">
            {t`Next`}</RouterLink></li>
        ) : null}
      </Flex>
    </Flex>
  );
}
