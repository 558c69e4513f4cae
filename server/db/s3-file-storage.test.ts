import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3FileStorage, S3StorageError, signatureV4 } from "./s3-file-storage";

const EMPTY_HASH = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

describe("signatureV4", () => {
  it("signs AWS's documented GET Object example to its published signature", () => {
    const authorization = signatureV4({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: {
        host: "examplebucket.s3.amazonaws.com",
        range: "bytes=0-9",
        "x-amz-content-sha256": EMPTY_HASH,
        "x-amz-date": "20130524T000000Z",
      },
      payloadHash: EMPTY_HASH,
      amzDate: "20130524T000000Z",
      region: "us-east-1",
      service: "s3",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    });
    expect(authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

describe("the S3 file storage against a local stub", () => {
  let server: Server;
  const objects = new Map<string, Buffer>();
  const seen: { method: string; path: string; authorization: string; contentSha: string }[] = [];
  let failNext = 0;
  let endpoint: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        seen.push({
          method: req.method ?? "",
          path: req.url ?? "",
          authorization: String(req.headers.authorization ?? ""),
          contentSha: String(req.headers["x-amz-content-sha256"] ?? ""),
        });
        if (failNext > 0) {
          failNext -= 1;
          res.writeHead(500).end("<Error>secret detail</Error>");
          return;
        }
        const key = req.url ?? "";
        if (req.method === "PUT") {
          objects.set(key, Buffer.concat(chunks));
          res.writeHead(200).end();
        } else if (req.method === "GET") {
          const object = objects.get(key);
          if (object) res.writeHead(200, { "Content-Type": "application/octet-stream" }).end(object);
          else res.writeHead(404).end("<Error>NoSuchKey</Error>");
        } else if (req.method === "DELETE") {
          objects.delete(key);
          res.writeHead(204).end();
        } else {
          res.writeHead(405).end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const storage = () =>
    createS3FileStorage({
      endpoint,
      bucket: "resumes-bucket",
      region: "us-east-1",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "stub-secret-key-0123456789",
    });

  it("puts, gets and deletes objects under the bucket, signing every request", async () => {
    const files = storage();
    const bytes = Buffer.from("%PDF-1.4 stub");
    await files.put("resumes/7d6c0a4e-3b0f-4c1e-9a51-2f8e6b1d0c9a", bytes);
    expect(objects.get("/resumes-bucket/resumes/7d6c0a4e-3b0f-4c1e-9a51-2f8e6b1d0c9a")).toEqual(bytes);
    expect(
      Buffer.from((await files.get("resumes/7d6c0a4e-3b0f-4c1e-9a51-2f8e6b1d0c9a")) ?? []).equals(bytes),
    ).toBe(true);
    expect(await files.get("resumes/missing")).toBeNull();
    await files.delete(["resumes/7d6c0a4e-3b0f-4c1e-9a51-2f8e6b1d0c9a", "resumes/missing"]);
    expect(objects.size).toBe(0);
    expect(files.inDatabase).toBe(false);
    for (const request of seen) {
      expect(request.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
      );
    }
    expect(seen[0]?.contentSha).toBe(createHash("sha256").update("%PDF-1.4 stub").digest("hex"));
  });

  it("reports a failed request by its status only", async () => {
    failNext = 1;
    const error = await storage()
      .put("resumes/x", Buffer.from("x"))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(S3StorageError);
    expect((error as Error).message).toBe("Storing an object failed with HTTP 500");
  });
});
