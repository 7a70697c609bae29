// Events as Omise's Events API shows them (docs.omise.co/events-api), with their webhook deliveries.
import type { Database } from "#db/database.ts";
import { notFound } from "./errors.ts";
import { listObject, type EventRow } from "./objects.ts";
import { lastDeliveries, loadEvent, pageOfEvents, type Page } from "./store.ts";

type Deliveries = Awaited<ReturnType<typeof lastDeliveries>>;

function eventObject(event: EventRow, deliveries: Deliveries) {
  return {
    object: "event", id: event.id, livemode: false, location: `/events/${event.id}`, key: event.key,
    created_at: event.createdAt.toISOString(), data: event.data,
    webhook_deliveries: (deliveries.get(event.id) ?? []).map((d) => ({
      object: "webhook_delivery", id: `whdl_test_${event.id.slice("evnt_test_".length)}`, uri: d.uri,
      status: d.status ?? 0, created_at: d.at.toISOString(),
    })),
  };
}

export async function retrieveEvent(db: Database, id: string) {
  const event = await loadEvent(db, id);
  if (!event) throw notFound("event", id);
  return eventObject(event, await lastDeliveries(db, [id]));
}

export async function listEvents(db: Database, page: Page) {
  const { rows, total } = await pageOfEvents(db, page);
  const deliveries = await lastDeliveries(db, rows.map((row) => row.id));
  return listObject("/events", rows.map((row) => eventObject(row, deliveries)), { ...page, total });
}
