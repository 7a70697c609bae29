import { Badge, Box, Button, Field, Grid, Heading, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import { formatBaht } from "#contract/money.ts";
import type { Story, TimelineEntry } from "#contract/support.ts";
import { FormAlert } from "#components/form/FormAlert.tsx";
import { useLocale } from "#lib/locale.tsx";
import { reasonGiven, type supportConsoleMachine } from "#machines/support-console.machine.ts";
import { SupportError } from "./api.ts";
import { storyMachines } from "./diagram-machines.ts";
import { FlowDiagram } from "./FlowDiagram.tsx";
import { ACTION_LABELS, ORDER_STATUS_LABELS } from "./labels.ts";

const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale === "th" ? "th-TH" : "en-GB", { timeZone: "Asia/Bangkok", hour12: false,
    year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" });

type ConsoleActor = ActorRefFrom<typeof supportConsoleMachine>;

function Actions({ actor, story }: { actor: ConsoleActor; story: Story }) {
  const { t, i18n } = useLingui();
  const reason = useSelector(actor, (s) => s.context.reason);
  const busy = useSelector(actor, (s) => (s.matches({ console: { story: { shown: "running" } } })
    ? s.context.action : null));
  const failure = useSelector(actor, (s) => (s.matches({ console: { story: { shown: "refused" } } })
    ? s.context.failure : null));
  const error = failure ? (failure.error instanceof SupportError && failure.error.message ? failure.error.message
    : t`The action failed. Please try again.`) : null;
  const tooShort = !reasonGiven(reason);
  return (
    <Box as="section" aria-labelledby="actions-heading" borderWidth="1px" borderColor="border" borderRadius="lg" p="4"
      bg="bg.panel">
      <Heading as="h3" id="actions-heading" fontSize="md" mb="3">{t`Actions`}</Heading>
      <Stack gap="3">
        <FormAlert message={error} />
        <Field.Root required>
          <Field.Label>{t`Reason (kept in the record with your name)`}<Field.RequiredIndicator /></Field.Label>
          <Textarea value={reason} onChange={(e) => actor.send({ type: "support.reason", reason: e.target.value })} maxLength={500} rows={2} name="reason" />
        </Field.Root>
        {story.actions.length === 0 ? <Text color="fg.muted">{t`No action applies to this order now.`}</Text> : null}
        <HStack gap="2" flexWrap="wrap">
          {story.actions.map((action) => (
            <Button key={action} size="sm" variant={action === "recheck" ? "solid" : "outline"} colorPalette="brand"
              disabled={tooShort || busy !== null} loading={busy === action} onClick={() => actor.send({ type: "support.act", action })}>
              {i18n._(ACTION_LABELS[action])}
            </Button>
          ))}
        </HStack>
      </Stack>
    </Box>
  );
}

function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const heads = [t`When`, t`Record`, t`Event`, t`From`, t`To`, t`Source`, t`Who`, t`Charge`, t`Provider status`,
    t`Failure code`, t`Detail`];
  return (
    <Box as="section" aria-labelledby="timeline-heading">
      <Heading as="h3" id="timeline-heading" fontSize="md" mb="2">{t`Timeline`}</Heading>
      <Box overflowX="auto" borderWidth="1px" borderColor="border" borderRadius="lg" tabIndex={0}
        aria-label={t`Timeline`}>
        <Box as="table" w="full" fontSize="sm" css={{ borderCollapse: "collapse", "& th, & td": {
          textAlign: "left", padding: "6px 8px", borderBottom: "1px solid var(--chakra-colors-border)",
          verticalAlign: "top", whiteSpace: "nowrap" } }} data-testid="timeline">
          <thead><tr>{heads.map((h) => <th key={h} scope="col">{h}</th>)}</tr></thead>
          <tbody>
            {entries.map((e, i) => (
              <tr key={i} data-kind={e.kind} data-event={e.event}>
                <td>{when(e.at, locale)}</td>
                <td><Badge variant="subtle" colorPalette={e.kind === "staff" ? "purple" : "gray"}>{e.kind}</Badge></td>
                <td>{e.event}</td><td>{e.from ?? ""}</td><td>{e.to ?? ""}</td><td>{e.source ?? ""}</td>
                <td>{e.actor ?? ""}</td><td>{e.charge_id ?? ""}</td><td>{e.provider_status ?? ""}</td>
                <td>{e.failure_code ?? ""}</td>
                <td style={{ whiteSpace: "normal", minWidth: "180px" }}>{detailText(e)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}

function detailText(e: TimelineEntry): string {
  if (!e.detail) return "";
  if (e.kind === "staff") return String(e.detail.reason ?? "");
  return Object.entries(e.detail).filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`).join(", ");
}

/** What a landed action says: the order's status now, or that nothing needed changing. */
function useDoneNote(actor: ConsoleActor): string | null {
  const { t, i18n } = useLingui();
  const done = useSelector(actor, (s) => (s.matches({ console: { story: { shown: "done" } } }) ? s.context.note
    : null));
  if (!done) return null;
  const label = ORDER_STATUS_LABELS[done.status];
  const status = label ? i18n._(label) : done.status;
  return done.changed ? t`Done: the order is now ${status}.` : t`Nothing needed changing.`;
}

/** One order's story: what it is now, what staff may do, the diagrams with its path, every record in order. */
export function OrderStory({ actor, story }: { actor: ConsoleActor; story: Story }) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const note = useDoneNote(actor);
  const machines = useMemo(() => storyMachines(), []);
  const { order } = story;
  const status = ORDER_STATUS_LABELS[order.status];
  return (
    <Stack gap="5" data-testid="order-story">
      <Box>
        <HStack gap="3" flexWrap="wrap">
          <Heading as="h2" fontSize="xl">{order.number}</Heading>
          <Badge colorPalette={order.status === "processing" ? "green" : order.status === "failed" ? "red" : "gray"}
            data-testid="order-status" data-status={order.status}>
            {status ? i18n._(status) : order.status}
          </Badge>
        </HStack>
        <Text color="fg.muted" fontSize="sm" mt="1" wordBreak="break-word">
          {[formatBaht(order.total, locale), order.email, order.phone, order.member ? t`member` : t`guest`,
            t`placed ${when(order.created_at, locale)}`].filter(Boolean).join(" · ")}
        </Text>
      </Box>
      {note ? <FormAlert status="success" message={note} /> : null}
      <Actions actor={actor} story={story} />
      <Box as="section" aria-labelledby="charges-heading">
        <Heading as="h3" id="charges-heading" fontSize="md" mb="2">{t`Charges`}</Heading>
        {story.charges.length === 0 ? <Text color="fg.muted">{t`No payment attempt yet.`}</Text> : null}
        <Stack gap="2">
          {story.charges.map((c) => (
            <Text key={c.id} fontSize="sm" wordBreak="break-word">
              <b>{c.charge_id ?? t`(no charge id yet)`}</b>{" · "}
              {[c.method, c.status, formatBaht(c.amount, locale), c.failure_code,
                c.refund_state ? t`refund ${c.refund_state}` : null,
                c.expires_at ? t`expires ${when(c.expires_at, locale)}` : null].filter(Boolean).join(" · ")}
            </Text>
          ))}
        </Stack>
      </Box>
      <Box as="section" aria-labelledby="diagrams-heading">
        <Heading as="h3" id="diagrams-heading" fontSize="md" mb="2">{t`On the flow atlas`}</Heading>
        <Grid gap="3" templateColumns={{ base: "minmax(0, 1fr)", xl: `repeat(${Math.min(2, machines.length)}, minmax(0, 1fr))` }}>
          {machines.map((m) => <FlowDiagram key={m.name} machine={m} timeline={story.timeline} />)}
        </Grid>
      </Box>
      <Timeline entries={story.timeline} />
    </Stack>
  );
}
