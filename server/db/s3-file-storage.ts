/**
 * The S3-compatible backend of the file storage (AWS S3, MinIO, Cloudflare R2 …): objects under
 * `<endpoint>/<bucket>/<key>` (path-style addressing, which every such service takes), each
 * request signed with AWS Signature Version 4. Used when S3_ENDPOINT is set; the database then
 * keeps only the metadata, and code that deletes leads deletes their objects after its commit.
 */
import { createHash, createHmac } from "node:crypto";
import type { FileStorage } from "./file-storage";

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it: everything but unreserved characters. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignInput {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  /** YYYYMMDD'T'HHMMSS'Z' */
  amzDate: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The Authorization header of a SigV4-signed request (headers: every header signed, lower-case names). */
export function signatureV4(input: SignInput): string {
  const names = Object.keys(input.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(
    Object.entries(input.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const canonicalHeaders = names.map((name) => `${name}:${String(lower[name]).trim()}\n`).join("");
  const signedHeaders = names.join(";");
  const canonicalQuery = [...input.url.searchParams]
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .sort()
    .join("&");
  const canonicalRequest = [
    input.method,
    input.url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join("\n");
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", input.amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), input.service),
    "aws4_request",
  );
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export class S3StorageError extends Error {}

export function createS3FileStorage(settings: S3Settings, fetchImpl: typeof fetch = fetch): FileStorage {
  const base = settings.endpoint.replace(/\/+$/, "");
  const objectUrl = (key: string) =>
    new URL(`${base}/${encode(settings.bucket)}/${key.split("/").map(encode).join("/")}`);

  async function send(method: string, key: string, body?: Uint8Array): Promise<Response> {
    const url = objectUrl(key);
    const payloadHash = sha256Hex(body ?? "");
    const amzDate = new Date()
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    const headers: Record<string, string> = {
      host: url.host,
      "x-amz-content-sha256": payloadHash,
      "x-amz-date": amzDate,
    };
    const authorization = signatureV4({
      method,
      url,
      headers,
      payloadHash,
      amzDate,
      region: settings.region,
      service: "s3",
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    });
    const { host: _host, ...sent } = headers;
    return fetchImpl(url, {
      method,
      headers: { ...sent, Authorization: authorization },
      ...(body ? { body: new Uint8Array(body) } : {}),
      redirect: "error",
      signal: AbortSignal.timeout(30_000),
    });
  }

  const fail = async (what: string, response: Response) => {
    await response.body?.cancel();
    // The status only: an error body may echo the request.
    return new S3StorageError(`${what} failed with HTTP ${response.status}`);
  };

  return {
    inDatabase: false,
    async put(key, bytes) {
      const response = await send("PUT", key, bytes);
      if (!response.ok) throw await fail("Storing an object", response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await fail("Reading an object", response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(keys) {
      for (const key of keys) {
        const response = await send("DELETE", key);
        // Deleting what is not there is done already.
        if (!response.ok && response.status !== 404) throw await fail("Deleting an object", response);
        await response.body?.cancel();
      }
    },
  };
}
