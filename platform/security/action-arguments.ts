import "server-only";
import { notFound } from "next/navigation";
import { z } from "zod";
import { logRequestEvent } from "@/platform/logging/request-log";

/** A form's fields, as React hands them to an action: a FormData built by the decoder. */
export const formDataArgument = z.instanceof(FormData);

/**
 * Reads a server action's arguments against the shape this site's own pages send. Anything else was
 * written by hand (`[]`, `[null,null]`, a FormData where a state belongs) and would otherwise crash
 * the action into a 500. It is refused before the action touches it, with a 404: the one 4xx Next lets
 * an action answer without experimental flags (notFound() is turned into the status, not an error).
 */
export function parseActionArguments<const T extends readonly [z.ZodType, ...z.ZodType[]]>(
  action: string,
  shapes: T,
  args: readonly unknown[],
): { -readonly [K in keyof T]: z.output<T[K]> } {
  const parsed = z.tuple(shapes as unknown as [z.ZodType, ...z.ZodType[]]).safeParse(args);
  if (parsed.success) return parsed.data as { -readonly [K in keyof T]: z.output<T[K]> };
  // Not awaited: the refusal stays synchronous, and the line follows once the request's trace is read. It
  // can only reject with a prerender's signal, which an action never raises; nothing is left to hear it.
  void logRequestEvent("action.malformed_arguments", { action, count: args.length }, "warn").catch(() => undefined);
  notFound();
}
