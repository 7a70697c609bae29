import { Badge, Box, Button, Field, Heading, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { useMemo, type ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import type { Locale } from "#contract/locale.ts";
import { formatBaht } from "#contract/money.ts";
import type { Story, TimelineEntry } from "#contract/support.ts";
import { FormAlert } from "#components/form/FormAlert.tsx";
import { useLocale } from "#lib/locale.tsx";
import { reasonGiven, type supportConsoleMachine } from "#machines/support-console.machine.ts";
import { storyMachines } from "./diagram-machines.ts";
import { FlowDiagram, FOCUS } from "./FlowDiagram.tsx";
import { ACTION_LABELS, ORDER_STATUS_LABELS } from "./support-messages.ts";
import { failureText } from "./failure-text.ts";

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
  const error = failure ? failureText(failure, t`The action failed. Please try again.`) : null;
  const tooShort = !reasonGiven(reason);
  return (
    <Box as="section" aria-labelledby="actions-heading" borderWidth="1px" borderColor="border" borderRadius="lg" p="4"
      bg="bg.panel">
      <Heading as="h3" id="actions-heading" fontSize="md" mb="3">{t`Actions`}</Heading>
      <Stack gap="3">
        <FormAlert message={error} />
        <Field.Root required>
          <Field.Label>{t`Reason (kept in the record with your name)`}<Field.RequiredIndicator /></Field.Label>
          <Textarea value={reason} maxLength={500} rows={2} name="reason"
            onChange={(e) => actor.send({ type: "support.reason", reason: e.target.value })} />
        </Field.Root>
        {story.actions.length === 0 ? <Text color="fg.muted">{t`No action applies to this order now.`}</Text> : null}
        <HStack gap="2" flexWrap="wrap">
          {story.actions.map((action) => (
            <Button key={action} size="sm" variant={action === "recheck" ? "solid" : "outline"} colorPalette="brand"
              disabled={tooShort || busy !== null} loading={busy === action}
              onClick={() => actor.send({ type: "support.act", action })}>
              {i18n._(ACTION_LABELS[action])}
            </Button>
          ))}
        </HStack>
      </Stack>
    </Box>
  );
}

type Column = { label: string; value: (e: TimelineEntry) => ReactNode; mono?: boolean };

/** Amounts are satang and times UTC in the record: shown as baht and Bangkok time, like the columns. */
const MONEY_KEYS = new Set(["amount", "order_total", "charged", "refunded", "refund_amount"]);
function detailValue(key: string, value: unknown, locale: Locale): string {
  if (typeof value === "number" && MONEY_KEYS.has(key)) return formatBaht(value, locale);
  if (typeof value === "string" && /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(value)) return when(value, locale);
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** The webhook, payment or staff entry's other facts in words: who or what recorded it, then its details. */
function detailText(e: TimelineEntry, locale: Locale): string {
  const detail = !e.detail ? "" : e.kind === "staff" ? String(e.detail.reason ?? "")
    : Object.entries(e.detail).filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => `${k}: ${detailValue(k, v, locale)}`).join(", ");
  return [e.actor, detail].filter(Boolean).join(" · ");
}

// On a phone every entry is a card of labelled fields; from md up, a table whose first column stays in place while
// the rest scrolls (only on screens too narrow for it). One markup for both, so screen readers and tests read one.
const MD = "@media screen and (min-width: 48rem)";
const timelineCss = {
  width: "100%", borderCollapse: "separate", borderSpacing: 0, display: "block",
  "& thead": { display: "none" },
  "& tbody": {
    display: "block", borderWidth: "1px", borderColor: "border", borderRadius: "lg", padding: "2", marginBottom: "2",
    bg: "bg.panel",
  },
  "& tr": { display: "grid", gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", columnGap: "3" },
  "& td": { display: "block", padding: "1", minWidth: 0, overflowWrap: "anywhere" },
  "& td::before": {
    content: "attr(data-label)", display: "block", fontSize: "xs", color: "fg.muted", fontWeight: "medium",
  },
  "& td[data-wide]": { gridColumn: "1 / -1" },
  "& td[data-empty]::after": { content: '"–"', color: "fg.subtle" },
  [MD]: {
    display: "table",
    "& thead": { display: "table-header-group" },
    "& tbody": { display: "table-row-group", border: "none", padding: 0, margin: 0 },
    "& tr": { display: "table-row" },
    "& th, & td": {
      display: "table-cell", textAlign: "left", padding: "6px 10px", verticalAlign: "baseline",
      borderBottomWidth: "1px", borderColor: "border", whiteSpace: "nowrap",
    },
    "& th": { fontWeight: "semibold", fontSize: "xs", color: "fg.muted", whiteSpace: "normal", bg: "bg.subtle" },
    "& td::before": { display: "none" },
    "& tr[data-main]:has(+ tr[data-sub]) td": { borderBottomWidth: 0 },
    "& tr[data-sub] td": { whiteSpace: "normal", paddingTop: 0, fontSize: "xs", color: "fg.muted" },
    // The first column (when) stays put while the rest scrolls sideways.
    "& th:first-of-type, & tr[data-main] td:first-of-type": {
      position: "sticky", left: 0, zIndex: 1, bg: "bg.panel", boxShadow: "1px 0 0 var(--chakra-colors-border)",
    },
    "& th:first-of-type": { bg: "bg.subtle" },
  },
} as const;

/**
 * Every record of the order and its charges in time order: when, what recorded it, the event, from and
 * to, the source, the charge, the provider's status and failure code; webhook deliveries are entries of their own.
 * Who did it and the details follow each entry on a line of their own, so rows keep one height.
 */
function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const columns: Column[] = [
    { label: t`When`, value: (e) => when(e.at, locale) },
    { label: t`Record`, value: (e) => (
      <Badge variant="subtle" colorPalette={e.kind === "staff" ? "purple" : e.kind === "webhook" ? "blue" : "gray"}>
        {e.kind}
      </Badge>
    ) },
    { label: t`Event`, value: (e) => e.event },
    { label: t`From`, value: (e) => e.from },
    { label: t`To`, value: (e) => e.to },
    { label: t`Source`, value: (e) => e.source },
    { label: t`Charge`, value: (e) => e.charge_id, mono: true },
    { label: t`Provider status`, value: (e) => e.provider_status },
    { label: t`Failure code`, value: (e) => e.failure_code },
  ];
  const detailLabel = t`Who and details`;
  return (
    <Box as="section" aria-labelledby="timeline-heading">
      <Heading as="h3" id="timeline-heading" fontSize="md" mb="2">{t`Timeline`}</Heading>
      <Box overflowX="auto" borderWidth={{ base: "0", md: "1px" }} borderColor="border" borderRadius="lg"
        tabIndex={0} role="group" aria-label={t`Timeline`} _focusVisible={FOCUS}>
        <Box as="table" role="table" fontSize="sm" css={timelineCss} data-testid="timeline">
          <thead role="rowgroup">
            <tr role="row">{columns.map((c) => <th key={c.label} role="columnheader" scope="col">{c.label}</th>)}</tr>
          </thead>
          {entries.map((e, i) => {
            const detail = detailText(e, locale);
            return (
              <tbody key={i} role="rowgroup" data-kind={e.kind} data-event={e.event}>
                <tr role="row" data-main="">
                  {columns.map((c, n) => {
                    const value = c.value(e);
                    const empty = value === null || value === undefined || value === "";
                    return (
                      <td key={c.label} role="cell" data-label={c.label} data-empty={empty || undefined}
                        data-wide={n === 0 || c.mono || undefined}
                        style={c.mono ? { fontFamily: "var(--chakra-fonts-mono)", fontSize: "0.8125rem" } : undefined}>
                        {value}
                      </td>
                    );
                  })}
                </tr>
                {detail ? (
                  <tr role="row" data-sub="">
                    <td role="cell" colSpan={columns.length} data-label={detailLabel} data-wide="">{detail}</td>
                  </tr>
                ) : null}
              </tbody>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
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
          {story.charges.map((c) => {
            // Webhook deliveries about this charge: "none" is what a dropped webhook looks like.
            const hooks = story.timeline.filter((e) => e.kind === "webhook" && e.charge_id !== null
              && e.charge_id === c.charge_id).length;
            return (
              <Text key={c.id} fontSize="sm" wordBreak="break-word">
                <b>{c.charge_id ?? t`(no charge id yet)`}</b>{" · "}
                {[c.method, c.status, formatBaht(c.amount, locale), c.failure_code,
                  c.refund_state ? t`refund ${c.refund_state}` : null,
                  c.expires_at ? t`expires ${when(c.expires_at, locale)}` : null,
                  c.charge_id ? t`webhook deliveries: ${hooks}` : null].filter(Boolean).join(" · ")}
              </Text>
            );
          })}
        </Stack>
      </Box>
      <Box as="section" aria-labelledby="diagrams-heading">
        <Heading as="h3" id="diagrams-heading" fontSize="md" mb="2">{t`On the flow atlas`}</Heading>
        {/* One under the other: the atlas's diagrams are wide, each gets the whole width to be read. */}
        <Stack gap="3">
          {machines.map((m) => <FlowDiagram key={m.name} machine={m} timeline={story.timeline} />)}
        </Stack>
      </Box>
      <Timeline entries={story.timeline} />
    </Stack>
  );
}
