import { NextResponse, type NextRequest } from "next/server";
import { adminGate } from "@/features/auth/session/admin-gate";
import { createSecurityHeaders } from "@/platform/security/headers";
import { siteSecurityInputs } from "@/app/security-inputs";
import { refuseUnsafeWrite, spendClientFormBudget } from "@/platform/security/write-guard";
import { unknownResourceRedirect } from "@/features/content/unknown-resource";

const applySecurityHeaders = createSecurityHeaders(siteSecurityInputs);

/**
 * The request guard. It only redirects and sets headers: it reads no data, and every admin
 * page and action checks the session again in the data layer, so a bypassed proxy exposes nothing.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const refused = await refuseUnsafeWrite(request, spendClientFormBudget);
  if (refused) return applySecurityHeaders(request, refused).response;
  const unknownResource = unknownResourceRedirect(request);
  if (unknownResource) return applySecurityHeaders(request, unknownResource).response;
  const redirect = await adminGate(request);
  if (redirect) return applySecurityHeaders(request, redirect).response;
  return applySecurityHeaders(request, null).response;
}

export const config = {
  // Pages and server actions; static files and images carry their headers from next.config.ts.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)"],
};
