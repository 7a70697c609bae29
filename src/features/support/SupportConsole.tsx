import { Box, Button, Container, Grid, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { useState, type FormEvent } from "react";
import type { ActorRefFrom, InspectionEvent } from "xstate";
import { formatBaht } from "#contract/money.ts";
import type { SearchHit, StaffSession } from "#contract/support.ts";
import { FormAlert } from "#components/form/FormAlert.tsx";
import { useLocale } from "#lib/locale.tsx";
import type { supportConsoleMachine } from "#machines/support-console.machine.ts";
import { failureText } from "./failure-text.ts";
import { OrderStory } from "./OrderStory.tsx";
import { StaffSignIn } from "./StaffSignIn.tsx";
import { StuckList } from "./StuckList.tsx";

type ConsoleActor = ActorRefFrom<typeof supportConsoleMachine>;

/** Search by order number, e-mail, phone or charge id; each hit opens the order's story. */
function Search({ hits, busy, onSearch, onOpen }: {
  hits: SearchHit[] | null; busy: boolean; onSearch: (q: string) => void; onOpen: (number: string) => void;
}) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [q, setQ] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q);
  };
  return (
    <Box as="section" aria-labelledby="search-heading">
      <Heading as="h2" id="search-heading" fontSize="lg" mb="2">{t`Find an order`}</Heading>
      <form onSubmit={submit} role="search">
        <HStack gap="2">
          {/* What can be searched is a hint under the field: as a placeholder it was cut off in the narrow column. */}
          <Input value={q} onChange={(e) => setQ(e.target.value)} name="q"
            aria-label={t`Order number, e-mail, phone or charge id`} />
          <Button type="submit" colorPalette="brand" loading={busy}>{t`Search`}</Button>
        </HStack>
        <Text fontSize="xs" color="fg.muted" mt="1" aria-hidden>{t`Order number, e-mail, phone or charge id`}</Text>
      </form>
      {hits && hits.length === 0 ? <Text mt="2" color="fg.muted">{t`No order matches.`}</Text> : null}
      {hits && hits.length > 1 ? (
        <Stack as="ul" mt="2" gap="1" listStyleType="none">
          {hits.map((h) => (
            <li key={h.number}>
              <Button variant="plain" px="0" h="auto" color="brand.fg" textDecoration="underline"
                onClick={() => onOpen(h.number)}>{h.number}</Button>
              <Text as="span" fontSize="sm" color="fg.muted"> · {h.email} · {formatBaht(h.total, locale)}</Text>
            </li>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

function Console({ actor }: { actor: ConsoleActor }) {
  const { t } = useLingui();
  const session = useSelector(actor, (s) => s.context.session);
  const stuck = useSelector(actor, (s) => s.context.stuck);
  const hits = useSelector(actor, (s) => (s.matches({ console: { search: "found" } }) ? s.context.hits : null));
  const story = useSelector(actor, (s) => (s.matches({ console: { story: "shown" } }) ? s.context.story : null));
  const loading = useSelector(actor, (s) => s.matches({ console: { stuck: "loadingStuck" } }));
  const searching = useSelector(actor, (s) => s.matches({ console: { search: "searching" } }));
  const failure = useSelector(actor, (s) => (s.matches({ console: { story: { shown: "refused" } } }) ? null
    : s.context.failure));
  const open = (number: string) => actor.send({ type: "support.open", number });
  return (
    <Stack gap="5">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted">
          {session ? t`Signed in as ${session.staff.name} (${session.staff.email})` : ""}
        </Text>
        <Button size="sm" variant="outline" onClick={() => actor.send({ type: "support.signOut" })}>
          {t`Sign out`}
        </Button>
      </HStack>
      <FormAlert message={failure ? failureText(failure, t`Something went wrong. Please try again.`) : null} />
      {/* A narrow finder column leaves the story the width its wide diagrams and timeline need. */}
      <Grid gap="6" templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(280px, 320px) minmax(0, 1fr)" }}
        alignItems="start">
        <Stack gap="6">
          <Search hits={hits} busy={searching} onOpen={open}
            onSearch={(q) => actor.send({ type: "support.search", q })} />
          <StuckList items={stuck} loading={loading} onRefresh={() => actor.send({ type: "support.refresh" })}
            onOpen={open} />
        </Stack>
        <Box minW="0">
          {story ? <OrderStory actor={actor} story={story} /> : (
            <Text color="fg.muted" pt="10">{t`Choose a stuck checkout or search for an order to see its story.`}</Text>
          )}
        </Box>
      </Grid>
    </Stack>
  );
}

export interface SupportConsoleProps {
  /** The console's machine wired to the API (src/app/actors/support-console.ts). */
  logic: typeof supportConsoleMachine;
  /** A live session kept from an earlier visit, or null. */
  session: StaffSession | null;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

/** The support console at /support: its own sign-in, then the stuck list, search and stories. */
export function SupportConsole({ logic, session, inspect }: SupportConsoleProps) {
  const { t } = useLingui();
  const actor = useActorRef(logic, { input: { session }, ...(inspect ? { inspect } : {}) });
  const signedIn = useSelector(actor, (s) => s.matches("console"));
  return (
    <Container maxW="8xl" px={{ base: "4", md: "8" }} py={{ base: "6", md: "10" }}>
      <Heading as="h1" fontFamily="heading" fontWeight="medium" fontSize={{ base: "2xl", md: "4xl" }} mb="6">
        {t`Support console`}
      </Heading>
      {signedIn ? <Console actor={actor} /> : <StaffSignIn actor={actor} />}
    </Container>
  );
}
