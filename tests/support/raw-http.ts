/**
 * Test helper: HTTP spoken by hand over a TCP socket, for requests no HTTP client will send
 * (TRACE, HTTP/1.0 without Host, an empty Host, a chunked body written piece by piece).
 */
import net from "node:net";

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

export function parseRawResponse(raw: string): RawResponse {
  const headerEnd = raw.indexOf("\r\n\r\n");
  if (headerEnd === -1) throw new Error(`Not an HTTP response: ${JSON.stringify(raw.slice(0, 200))}`);
  const [statusLine = "", ...headerLines] = raw.slice(0, headerEnd).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.slice(headerEnd + 4);
  if (headers["transfer-encoding"]?.toLowerCase() === "chunked") {
    let decoded = "";
    let rest = body;
    for (;;) {
      const lineEnd = rest.indexOf("\r\n");
      const size = Number.parseInt(rest.slice(0, lineEnd), 16);
      if (!size) break;
      decoded += rest.slice(lineEnd + 2, lineEnd + 2 + size);
      rest = rest.slice(lineEnd + 2 + size + 2);
    }
    body = decoded;
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body };
}

/**
 * Opens a connection, lets `send` write to it, and resolves with the response once the server
 * closes the connection (send `Connection: close`, or speak HTTP/1.0). A reset rejects.
 */
export function rawExchange(
  port: number,
  send: (socket: net.Socket) => void | Promise<void>,
  host = "127.0.0.1",
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, host, () => {
      Promise.resolve(send(socket)).catch(reject);
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.once("error", reject);
    socket.once("close", (hadError) => {
      if (hadError) return;
      try {
        resolve(parseRawResponse(Buffer.concat(chunks).toString("utf8")));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** One request written at once: `head` is the request line and headers, without the blank line. */
export function rawRequest(port: number, head: string, body = ""): Promise<RawResponse> {
  return rawExchange(port, (socket) => {
    socket.write(`${head.replace(/\r?\n/g, "\r\n")}\r\n\r\n${body}`);
  });
}

/** Writes and waits until the data has been handed to the operating system. */
export function writeAll(socket: net.Socket, data: string | Buffer): Promise<void> {
  return new Promise((resolve, reject) => socket.write(data, (error) => (error ? reject(error) : resolve())));
}

/** A body as one chunked-encoding piece. */
const chunk = (data: string) => `${Buffer.byteLength(data).toString(16)}\r\n${data}\r\n`;
const LAST_CHUNK = "0\r\n\r\n";

export interface UploadResult {
  /** The server's answer, or null when none arrived. */
  response: RawResponse | null;
  /** Body bytes written before the connection ended (or all of them). */
  sent: number;
  /** The connection was reset rather than closed. */
  reset: boolean;
}

/**
 * A client that keeps sending: writes `head` (with `Connection: close`) and then `bodyBytes` of
 * body, as chunks or as the declared length, whatever the server answers meanwhile, and resolves
 * once the connection has ended. With `readLate` it reads nothing before the whole body is
 * written, like a client that sends first and reads after.
 */
export function rawUpload(
  port: number,
  head: string,
  options: { bodyBytes: number; chunked: boolean; readLate?: boolean },
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let sent = 0;
    let reset = false;
    // The server may close its sending side first and still read: so may this client.
    const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    if (options.readLate) socket.pause();
    socket.on("data", (data) => received.push(data));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNRESET" || error.code === "EPIPE") reset = true;
    });
    socket.once("close", () => {
      const raw = Buffer.concat(received).toString("utf8");
      resolve({ response: raw.includes("\r\n\r\n") ? parseRawResponse(raw) : null, sent, reset });
    });
    socket.once("connect", async () => {
      const piece = "x".repeat(64 * 1024);
      try {
        await writeAll(socket, `${head.replace(/\r?\n/g, "\r\n")}\r\n\r\n`);
        while (sent < options.bodyBytes && !socket.destroyed) {
          const data = piece.slice(0, options.bodyBytes - sent);
          await writeAll(socket, options.chunked ? chunk(data) : data);
          sent += data.length;
        }
        if (options.chunked) await writeAll(socket, LAST_CHUNK);
      } catch {
        // The server cut the connection: what it answered before is what counts.
      }
      socket.resume();
      if (!socket.destroyed) socket.end();
    });
  });
}
