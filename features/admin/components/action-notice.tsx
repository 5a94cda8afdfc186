"use client";

import { useEffect, useRef } from "react";

export interface ActionNoticeProps {
  /** Unique in the page: the message's own id names the notice. */
  readonly id: string;
  /** What the section's last action said; null before any. A new object each time, so a repeated message is said again. */
  readonly result: { readonly ok: boolean; readonly message: string } | null;
}

/**
 * What a lead-desk action did, heard once and where the action was: focus moves to the message, just after
 * the form's controls in its section, when it arrives, so a screen reader says it and the keyboard carries on
 * from there (the button that was pressed may be gone: "Assign to me" once the request is mine). After a post without JavaScript the browser
 * focuses it as the answering page loads. A region named by its own words, as the sign-in steps' errors are,
 * so arriving there says them; not a live region as well, which would say them a second time.
 */
export function ActionNotice({ id, result }: ActionNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  const said = useRef(result);
  useEffect(() => {
    if (result && result !== said.current) ref.current?.focus();
    said.current = result;
  }, [result]);
  if (!result) return null;
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role="region"
      aria-labelledby={`${id}-text`}
      className={`admin-notice admin-notice--${result.ok ? "success" : "error"}`}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the page answering a post without JavaScript: where the admin was
      autoFocus
    >
      <p id={`${id}-text`} className="admin-notice__text">
        {result.message}
      </p>
    </div>
  );
}
