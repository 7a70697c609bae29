// Routes the official `omise` client to the shop's own sandbox (decision 0111). The client takes `host`, `vaultHost`
// and `scheme` but no port or path: it calls http.request({ host, path }) with Node's global agent, and a host such
// as "127.0.0.1:3000" fails DNS (ENOTFOUND). So the sandbox gets a made-up host name that this agent, installed as
// the global http agent, recognizes: it connects to the sandbox's address and port and puts the sandbox's path
// prefix before the API path. Every other request passes through untouched.
import http, { type ClientRequest } from "node:http";

interface Route {
  host: string;
  port: number;
  prefix: string;
}

const routes = new Map<string, Route>();

type AddRequest = (req: ClientRequest, options: http.RequestOptions, ...rest: unknown[]) => void;

class SandboxRoutingAgent extends http.Agent {
  addRequest(req: ClientRequest, options: http.RequestOptions, ...rest: unknown[]): void {
    const route = typeof options.host === "string" ? routes.get(options.host) : undefined;
    const add = (http.Agent.prototype as unknown as { addRequest: AddRequest }).addRequest.bind(this);
    if (!route) return add(req, options, ...rest);
    // The request line and headers are written later (on write/end), so path and Host can still change here.
    req.path = `${route.prefix}${req.path}`;
    req.setHeader("host", `${route.host}:${route.port}`);
    return add(req, { ...options, host: route.host, port: route.port }, ...rest);
  }
}

/**
 * The `host` to give the omise client so that its requests reach `origin` + `prefix` (e.g. http://127.0.0.1:3000
 * and /sandbox/omise). Installs the routing agent once per process; the name is stable for an origin.
 */
export function sandboxClientHost(origin: string, prefix: string): string {
  const url = new URL(origin);
  const name = `omise-sandbox.${url.hostname.replace(/[^a-z0-9-]/gi, "-")}.${url.port || "80"}.invalid`;
  routes.set(name, { host: url.hostname.replace(/^\[|\]$/g, ""), port: Number(url.port || 80), prefix });
  if (!(http.globalAgent instanceof SandboxRoutingAgent)) {
    const previous = (http.globalAgent as unknown as { options?: http.AgentOptions }).options ?? {};
    http.globalAgent = new SandboxRoutingAgent({ ...previous, keepAlive: true });
  }
  return name;
}
