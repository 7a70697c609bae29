import { Button, Container, Heading, Text, chakra } from "@chakra-ui/react";
import { useEffect } from "react";
import { isRouteErrorResponse, Link, useLocation } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { PageHead } from "#components/page/PageHead.tsx";
import { isChunkLoadError, reloadForChunkError } from "#lib/chunk-reload.ts";
import { linkTo, localeOfPath } from "#lib/locale-path.ts";

const RouterLink = chakra(Link);

/** What an error means to the shopper: 404 or another status, and the message to show. */
export function describeError(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) return { status: error.status,
    message: typeof error.data === "string" && error.data ? error.data : error.statusText || null };
  if (error instanceof Error) {
    const status = "status" in error && typeof error.status === "number" ? error.status : 500;
    return { status, message: error.message || null };
  }
  return { status: 500, message: null };
}

/** The error page body, shared by the 404 route and the route error boundary (spec §2 "Error page"). */
export function ErrorView({ status, message }: { status: number; message: string | null }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const prefix = localeOfPath(pathname);
  const home = linkTo("/", prefix ?? "en", prefix !== null);
  const notFound = status === 404;
  const title = notFound ? t`This page could not be found` : message || t`Error`;
  return (
    <Container maxW="2xl" py={{ base: "16", md: "24" }} px="6" textAlign="center">
      <PageHead title={title} />
      <Text fontFamily="heading" fontSize={{ base: "6xl", md: "8xl" }} lineHeight="1"
        color={{ _light: "plum.500", _dark: "plum.300" }} aria-hidden="true">
        {status}
      </Text>
      <Heading as="h1" mt="4" fontFamily="heading" fontWeight="medium" fontSize={{ base: "2xl", md: "4xl" }}>
        {title}</Heading>
      <Text mt="3" color="fg.muted">
        {notFound
          ? t`The link may be old, or the page has moved. Our best-sellers are still where you left them.`
          : t`Something went wrong on our side. Please try again in a moment.`}
      </Text>
      <Button asChild mt="8" colorPalette="brand" borderRadius="full" px="8">
        <RouterLink to={home}>{t`Back to home`}</RouterLink>
      </Button>
    </Container>
  );
}

/**
 * What a route's error boundary shows. A failed dynamic import (a deploy replaced the chunks) reloads the page, at
 * most once per 60 s; everything else shows the error page with the status (500 when none is given).
 */
export function RouteError({ error }: { error: unknown }) {
  const chunkFailure = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailure) reloadForChunkError();
  }, [chunkFailure]);
  return <ErrorView {...describeError(error)} />;
}
