import "server-only";
import type http from "node:http";
import { onServerRequest } from "@/platform/server/server-requests";

function stampSocketAddress(_server: http.Server, request: http.IncomingMessage): void {
  const socketAddress = request.socket?.remoteAddress;
  if (!socketAddress) return;
  const sent = request.headers["x-forwarded-for"];
  const list = Array.isArray(sent) ? sent.join(", ") : sent;
  request.headers["x-forwarded-for"] = list ? `${list}, ${socketAddress}` : socketAddress;
}

/**
 * Appends the socket's remote address to X-Forwarded-For on every request the Node server receives,
 * before Next sees it. Next fills the header with the socket address only when the client sent none,
 * so without this a client talking to the server directly could name any address it liked, and one
 * behind a proxy would be indistinguishable from the proxy's own entry. With it, the list always ends
 * with the peer that really connected, and platform/security/client-address.ts counts trusted hops from there.
 */
export function installSocketAddressStamp(): void {
  onServerRequest(stampSocketAddress);
}
