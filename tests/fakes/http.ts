// The plumbing the fake APIs share: JSON answers shaped like the server's, and one `fetch` that asks each fake API's
// route in turn, so the browser's real client (src/api, with its contract validation) runs unchanged in jsdom.

/** Answers a request it knows, or null to let the next fake API try. */
export type Route = (request: Request, url: URL) => Promise<Response | null>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The server's error body: `{ message, code, errors? }` (plus retry_after / attempts_left where it sends them). */
export const fail = (status: number, code: string, message = code, extra: Record<string, unknown> = {}) =>
  json(status, { message, code, ...extra });

/** A `fetch` over the given routes; an unknown path answers 404 route_not_found as the server does. */
export function fetchOver(...routes: Route[]): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), "http://shop.test/"), init);
    const url = new URL(request.url, "http://shop.test/");
    for (const route of routes) {
      const answer = await route(request, url);
      if (answer) return answer;
    }
    return fail(404, "route_not_found", "Not found");
  }) as typeof fetch;
}
