import type { NextRequest, NextResponse } from "next/server";

/**
 * Optimistic check for /admin/**: returns a redirect to the sign-in page when there is no admin session,
 * or null to let the request through. Placeholder until the admin area lands.
 */
export async function adminGate(_request: NextRequest): Promise<NextResponse | null> {
  return null;
}
