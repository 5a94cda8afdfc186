import http from "node:http";
import https from "node:https";

export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export interface RawRequest {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
  /** Local address to send from (a 127.x.y.z address makes a distinct client on loopback). */
  readonly localAddress?: string;
}

/**
 * One request over a fresh connection, path and headers exactly as given (no normalisation), over
 * HTTP or HTTPS (a test certificate is accepted).
 */
export function rawRequest(base: string, rawPath: string, options: RawRequest = {}): Promise<RawResponse> {
  const url = new URL(base);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        host: url.hostname,
        port: url.port,
        path: rawPath,
        method: options.method ?? "GET",
        headers: options.headers ?? {},
        agent: false,
        localAddress: options.localAddress,
        rejectUnauthorized: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** A FormData as the bytes and content type a browser would post. */
export async function multipartBody(form: FormData): Promise<{ body: Buffer; type: string }> {
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get("content-type") ?? "" };
}
