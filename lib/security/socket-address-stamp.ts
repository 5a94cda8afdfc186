import "server-only";
import http from "node:http";

const installed = Symbol.for("openseat.socketAddressStamp");

/**
 * Appends the socket's remote address to X-Forwarded-For on every request the Node server receives,
 * before Next sees it. Next fills the header with the socket address only when the client sent none,
 * so without this a client talking to the server directly could name any address it liked, and one
 * behind a proxy would be indistinguishable from the proxy's own entry. With it, the list always ends
 * with the peer that really connected, and lib/security/client-address.ts counts trusted hops from there.
 */
export function installSocketAddressStamp(): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: true };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function emitWithStamp(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      const socketAddress = request.socket?.remoteAddress;
      if (socketAddress) {
        const sent = request.headers["x-forwarded-for"];
        const list = Array.isArray(sent) ? sent.join(", ") : sent;
        request.headers["x-forwarded-for"] = list ? `${list}, ${socketAddress}` : socketAddress;
      }
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
