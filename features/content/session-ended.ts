import type { SessionEnd, SessionSettings } from "@/features/auth/session/session-lifetime";

/** "30 minutes", "8 hours", "1 hour 30 minutes", "45 seconds": how long a setting is, in words. */
export function durationInWords(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 1000);
  const parts: string[] = [];
  const units: readonly [number, string][] = [
    [3600, "hour"],
    [60, "minute"],
    [1, "second"],
  ];
  let rest = seconds;
  for (const [size, name] of units) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(`${count} ${name}${count === 1 ? "" : "s"}`);
  }
  return parts.length > 0 ? parts.join(" ") : "0 seconds";
}

/**
 * Shown on the sign-in page when a session has ended by itself, so the admin knows why they are there;
 * after signing in they return to the page they were on.
 */
export function sessionEndedMessage(reason: SessionEnd, settings: SessionSettings): string {
  switch (reason) {
    case "idle":
      return `You were signed out after ${durationInWords(settings.idleMs)} without activity. Sign in again to return to where you were.`;
    case "expired":
      return `You were signed out ${durationInWords(settings.maxAgeMs)} after signing in, as every session is. Sign in again to return to where you were.`;
    case "revoked":
      return "Your session has ended: you were signed out elsewhere, or your admin access was changed. Sign in again to continue.";
  }
}
