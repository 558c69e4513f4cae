/**
 * PostgreSQL's LISTEN/NOTIFY between the instances sharing one database: a message sent on a
 * channel reaches every instance listening on it, itself included, within milliseconds, and costs
 * nothing while nobody sends. A listener holds one connection of its own outside the pool (LISTEN
 * belongs to a session, and a pooled connection changes hands). PGlite has no use for it: one
 * process at a time opens a data folder (pglite-lock.ts), so there is no other instance to tell.
 */
import pg from "pg";
import { describeError, logger } from "../logger.server";

export interface ChannelHandlers {
  onMessage(payload: string): void;
  /**
   * The connection came back after a loss: messages sent meanwhile never arrived, so whatever
   * they would have invalidated is to be treated as changed.
   */
  onReconnect(): void;
}

export interface ChannelListener {
  close(): Promise<void>;
}

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * Listens on `channel` until closed. The first connection is made before it returns (an error
 * then is the caller's); a connection lost later is made again every RECONNECT_DELAY_MS until it
 * succeeds, and `onReconnect` is called once it has.
 */
export async function listenOnChannel(
  connectionString: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000, keepAlive: true });
    client.on("notification", (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? "");
    });
    const lost = (error?: Error) => {
      if (closed || current !== client) return;
      current = undefined;
      logger.warn(
        { err: error ? describeError(error) : undefined, channel },
        "PostgreSQL listening connection lost; connecting again",
      );
      client.end().catch(() => {});
      scheduleRetry();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
  };

  const scheduleRetry = () => {
    retry = setTimeout(() => {
      retry = undefined;
      if (closed) return;
      connect().then(
        () => {
          if (!closed) handlers.onReconnect();
        },
        (error) => {
          logger.warn({ err: describeError(error), channel }, "PostgreSQL listening connection failed");
          if (!closed) scheduleRetry();
        },
      );
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
