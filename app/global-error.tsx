"use client";

import { GlobalErrorContent } from "@/features/shell/global-error-content";
import { globalErrorCopy } from "@/features/content/global-error";

interface GlobalErrorProps {
  readonly error: unknown;
  readonly retry: () => void;
}

/**
 * Replaces the whole document when the root layout fails, so it imports no stylesheet: the system's
 * colours (light or dark, as the device is set) keep it readable without ours. Next hands this page
 * whatever CSS the root layout imports, which is why the site's stylesheet is imported by the route
 * groups' layouts instead (app/layout.tsx).
 */
export default function GlobalError({ error, retry }: GlobalErrorProps) {
  return (
    <html lang="en" style={{ colorScheme: "light dark" }}>
      <head>
        <title>{globalErrorCopy.title}</title>
      </head>
      <body style={{ margin: 0, fontFamily: "system-ui, sans-serif", fontSize: "1.125rem", lineHeight: 1.6 }}>
        <GlobalErrorContent error={error} retry={retry} />
      </body>
    </html>
  );
}
