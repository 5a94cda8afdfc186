"use client";

import { useState } from "react";

interface CopyButtonProps {
  readonly text: string;
  readonly label: string;
  readonly done: string;
  readonly failed: string;
}

/** Copies `text` to the clipboard and says so in a polite status, so a screen reader hears it worked. */
export function CopyButton({ text, label, done, failed }: CopyButtonProps) {
  const [status, setStatus] = useState("");

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(done);
    } catch {
      setStatus(failed);
    }
  }

  return (
    <div className="admin-copy">
      <button type="button" className="admin-button admin-button--secondary" onClick={copy}>
        {label}
      </button>
      <p role="status" className="admin-hint">
        {status}
      </p>
    </div>
  );
}
