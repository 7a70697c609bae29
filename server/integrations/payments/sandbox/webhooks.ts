// Delivers an event to a webhook endpoint as Omise does: a POST of the event object. Every attempt is recorded
// with the endpoint's answer; an answer other than 2xx (or none) throws, so the job queue tries again later.
import type { Database } from "#db/database.ts";
import { retrieveEvent } from "./events.ts";
import { recordDelivery, wasDelivered } from "./store.ts";

/** The job queue's name for a delivery (server/jobs/omise-sandbox-webhook.ts runs it; the sandbox routes send it). */
export const OMISE_SANDBOX_WEBHOOK_JOB = "omise-sandbox-webhook";

const TIMEOUT_MS = 10_000;

export async function deliverEvent(db: Database, eventId: string,
  uri: string): Promise<{ status: number | "skipped" }> {
  if (await wasDelivered(db, eventId, uri)) return { status: "skipped" };
  const event = await retrieveEvent(db, eventId);
  let status: number | null = null;
  let response: string;
  try {
    const answer = await fetch(uri, {
      method: "POST", redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { "content-type": "application/json", "user-agent": "SkinState-Omise-Sandbox/1.0" },
      body: JSON.stringify(event),
    });
    status = answer.status;
    response = (await answer.text()).slice(0, 500);
  } catch (error) {
    response = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
  await recordDelivery(db, { eventId, uri, status, response });
  if (status === null || status < 200 || status > 299) {
    throw new Error(`webhook ${eventId} to ${uri}: ${status ?? "no answer"} ${response.slice(0, 120)}`);
  }
  return { status };
}
