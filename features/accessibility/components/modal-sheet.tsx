"use client";

import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { tabbableElements, wrapTarget } from "@/features/accessibility/focus-trap";
import { useInertSiblings } from "./use-inert-siblings";
import "./modal-sheet.css";

interface ModalSheetProps {
  readonly title: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
  /** Id of the text that describes the dialog, if any. */
  readonly describedBy?: string;
  /** The scrolling body, for callers that keep the focused control in view. */
  readonly bodyRef?: RefObject<HTMLDivElement | null>;
  readonly className?: string;
  readonly children: ReactNode;
  /** Rendered after the body, inside the dialog: live regions live here, since the page behind is inert. */
  readonly after?: ReactNode;
}

/**
 * A modal dialog sliding in from the right (WAI-ARIA dialog pattern): focus moves in, Tab wraps inside,
 * Escape, the close button and a click on the overlay close it, and everything behind is inert.
 */
export function ModalSheet({ title, closeLabel, onClose, describedBy, bodyRef, className, children, after }: ModalSheetProps) {
  const titleId = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useInertSiblings(layerRef);

  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // A native listener: the dialog owns its keyboard model (Escape closes, Tab wraps inside).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== "Tab") return;
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const target = wrapTarget(tabbableElements(dialog), active, event.shiftKey);
      if (target) {
        event.preventDefault();
        target.focus();
      }
    };
    dialog.addEventListener("keydown", onKeyDown);
    return () => dialog.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  return createPortal(
    <div ref={layerRef} className="a11y-layer">
      {/* The overlay is a pointer shortcut only; keyboard users close with Escape or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="a11y-overlay" data-testid="a11y-overlay" onClick={onClose} />
      <div
        ref={dialogRef}
        className={["a11y-sheet", className ?? ""].filter(Boolean).join(" ")}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
      >
        <div className="a11y-sheet__header">
          <h2 id={titleId} className="a11y-sheet__title">
            {title}
          </h2>
          <button ref={closeRef} type="button" className="a11y-sheet__close" aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div ref={bodyRef} className="a11y-sheet__body">
          {children}
        </div>
        {after}
      </div>
    </div>,
    document.body,
  );
}
