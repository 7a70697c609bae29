// One LISTEN connection per shop process (decision 0160): PostgreSQL NOTIFY carries "something changed" between the
// processes that share a database (catalog writes for the caches, new outbox messages for the mail job). NOTIFY is
// delivered on commit to every listening session, the writer's own included, and works alike on the embedded server
// and on DATABASE_URL. No timer: a lost connection is noticed by its error/end event and re-opened by the next
// caller that needs it (`live()`, asked on every cached read), at most once a second.
import pg from "pg";

interface Log {
  warn(message: string): void;
}

type Handler = (payload: string) => void;

const RETRY_MS = 1000;

export class Notifications {
  private readonly connection: pg.ClientConfig;
  private readonly log: Log;
  private readonly handlers = new Map<string, Handler[]>();
  private readonly lapseHandlers: (() => void)[] = [];
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private connected = false;
  private stopped = false;
  private lastTry = 0;

  constructor(connection: pg.ClientConfig, log: Log) {
    this.connection = connection;
    this.log = log;
  }

  /** Calls `handler` with each notification's payload on `channel` (LISTEN starts now when connected). */
  on(channel: string, handler: Handler): void {
    const known = this.handlers.get(channel);
    this.handlers.set(channel, [...(known ?? []), handler]);
    if (!known && this.connected && this.client) {
      this.client.query(`LISTEN ${this.client.escapeIdentifier(channel)}`).catch((error: Error) => this.lost(error));
    }
  }

  /**
   * Calls `handler` whenever notifications may have been missed: the connection dropped, or it (re)connected (what
   * changed while it was down was never told). Caches drop everything then.
   */
  onLapse(handler: () => void): void {
    this.lapseHandlers.push(handler);
  }

  /** Connects and listens on every channel registered so far. */
  async start(): Promise<void> {
    await this.connect();
  }

  /** Whether notifications arrive now; when not, starts a reconnect (at most one a second) and answers false. */
  live(now = Date.now()): boolean {
    if (this.connected || this.stopped) return this.connected;
    if (!this.connecting && now - this.lastTry >= RETRY_MS) {
      this.connect().catch((error: Error) => this.log.warn(`Change notifications: ${error.message}`));
    }
    return false;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    this.lastTry = Date.now();
    this.connecting = (async () => {
      const client = new pg.Client({ ...this.connection, application_name: "skinstate-notify" });
      client.on("error", (error) => this.lost(error, client));
      client.on("end", () => this.lost(undefined, client));
      client.on("notification", ({ channel, payload }) => {
        for (const handler of this.handlers.get(channel) ?? []) handler(payload ?? "");
      });
      try {
        await client.connect();
        for (const channel of this.handlers.keys()) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      if (this.stopped) return void (await client.end());
      this.client = client;
      this.connected = true;
      this.lapse();
    })().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private lost(error?: Error, client = this.client): void {
    if (client !== this.client || !this.connected) return;
    this.connected = false;
    this.client = undefined;
    client?.end().catch(() => undefined);
    if (!this.stopped) this.log.warn(
      `Change notifications lost${error ? `: ${error.message}` : ""}; reconnecting on use`);
    this.lapse();
  }

  private lapse(): void {
    for (const handler of this.lapseHandlers) handler();
  }
}
