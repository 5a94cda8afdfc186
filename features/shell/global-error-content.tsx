"use client";

import { useEffect, useRef } from "react";
import { globalErrorCopy as copy } from "@/features/content/global-error";

interface GlobalErrorContentProps {
  /** What was thrown; from a server component, an Error whose digest matches the server's log line. */
  readonly error: unknown;
  readonly retry: () => void;
}

/** The server's reference for the failure, when it gave one. */
export function digestOf(error: unknown): string | null {
  const digest = error instanceof Error ? (error as Error & { digest?: unknown }).digest : undefined;
  return typeof digest === "string" && digest !== "" ? digest : null;
}

/**
 * What the last-resort page says. Styled only through style attributes and the system's own colours
 * and font: the site's stylesheet may be what failed. Its links are plain anchors on purpose, so
 * following one loads a fresh document instead of asking a broken router to navigate.
 */
export function GlobalErrorContent({ error, retry }: GlobalErrorContentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const digest = digestOf(error);

  // The document was replaced under the visitor: start them, and their screen reader, at the heading.
  useEffect(() => heading.current?.focus(), []);

  return (
    <main style={{ maxWidth: "40rem", padding: "2rem 1.25rem", marginInline: "auto" }}>
      <h1 ref={heading} tabIndex={-1} style={{ fontSize: "1.75rem", lineHeight: 1.25 }}>
        {copy.heading}
      </h1>
      <p>{copy.lead}</p>
      <p>
        <button type="button" onClick={retry} style={{ font: "inherit", padding: "0.5rem 1rem", minHeight: "2.75rem" }}>
          {copy.retry}
        </button>
      </p>
      <p>
        <a href={copy.homeHref}>{copy.homeLink}</a>
      </p>
      <p>
        {copy.contactBefore}
        <a href={copy.contactHref}>{copy.contactLink}</a>
        {copy.contactAfter}
      </p>
      {digest ? (
        <p>
          {copy.referenceLabel} <code>{digest}</code>
        </p>
      ) : null}
    </main>
  );
}
