"use client";

import { useEffect, useEffectEvent, useMemo, useSyncExternalStore } from "react";
import { claimSubmission, summaryFor, summaryStorageKey, type SummaryItem } from "@/features/delegation/submission-summary";
import { createListeners } from "@/platform/browser/listeners";

const listeners = createListeners();

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
  const raw = useSyncExternalStore(listeners.subscribe, storedText, nothingOnServer);
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
    listeners.notify();
    arrived();
  }, [reference]);

  return items;
}
