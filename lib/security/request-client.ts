import "server-only";
import { getEnv } from "@/lib/env";
import { clientAddressFrom, forwardedForOf } from "@/lib/security/client-address";

/** The client's address for this request, trusting the configured number of proxy hops (TRUSTED_PROXY_HOPS). */
export function requestClientAddress(headers: Parameters<typeof forwardedForOf>[0]): string {
  return clientAddressFrom(forwardedForOf(headers), getEnv().TRUSTED_PROXY_HOPS);
}
