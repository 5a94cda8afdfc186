import "server-only";
import http from "node:http";

/**
 * Called for every request a Node HTTP server in this process receives, before Next sees it. Returning
 * true says the listener has answered the request itself: Next never sees it, nor do later listeners.
 */
export type ServerRequestListener = (
  server: http.Server,
  request: http.IncomingMessage,
  response: http.ServerResponse,
) => boolean | void;

const listenersKey = Symbol.for("openseat.serverRequestListeners");

type PatchedPrototype = http.Server & { [listenersKey]?: ServerRequestListener[] };

/**
 * Next creates its HTTP server before instrumentation runs and offers no hook around a request, so the few
 * things that must see every request (the peer's address, the requests still in flight at shutdown) wrap
 * the server's `emit` once, here, and register a listener.
 */
export function onServerRequest(listener: ServerRequestListener): void {
  const proto = http.Server.prototype as PatchedPrototype;
  const existing = proto[listenersKey];
  if (existing) {
    if (!existing.includes(listener)) existing.push(listener);
    return;
  }
  const listeners: ServerRequestListener[] = [listener];
  proto[listenersKey] = listeners;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function emitToListeners(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      for (const each of listeners) {
        if (each(this, args[0] as http.IncomingMessage, args[1] as http.ServerResponse) === true) return true;
      }
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
