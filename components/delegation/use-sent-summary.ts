"use client";

import { useEffect, useEffectEvent, useMemo, useSyncExternalStore } from "react";
import { claimSubmission, summaryFor, summaryStorageKey, type SummaryItem } from "@/lib/delegation/submission-summary";

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storedText(): string | null {
  try {
    return window.sessionStorage.getItem(summaryStorageKey);
  } catch {
    return null;
  }
}

function nothingOnServer(): null {
  return null;
}

/**
 * The summary this tab remembers for the reference, claimed on arrival from the form. `onArrival` runs
 * once when this visit is the one that claimed it (not on a reload or from a link).
 */
export function useSentSummary(reference: string, onArrival: () => void): readonly SummaryItem[] | null {
  const raw = useSyncExternalStore(subscribe, storedText, nothingOnServer);
  const items = useMemo(() => summaryFor(raw, reference), [raw, reference]);
  const arrived = useEffectEvent(onArrival);

  useEffect(() => {
    let claimed = false;
    try {
      claimed = claimSubmission(window.sessionStorage, reference);
    } catch {
      // Storage blocked: nothing to show.
    }
    if (!claimed) return;
    for (const listener of listeners) listener();
    arrived();
  }, [reference]);

  return items;
}
