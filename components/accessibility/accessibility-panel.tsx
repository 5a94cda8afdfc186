"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { describeChange } from "@/lib/accessibility/announcements";
import { tabbableElements, wrapTarget } from "@/lib/accessibility/focus-trap";
import { panelCopy } from "@/lib/accessibility/panel-copy";
import type { AccessibilitySettings, SettingKey } from "@/lib/accessibility/settings";
import { updateSettings } from "@/lib/accessibility/settings-store";
import { ColorContrastSection } from "./color-contrast-section";
import { FontSettingsSection } from "./font-settings-section";
import { NavigationSection } from "./navigation-section";
import { PresetsSection } from "./presets-section";
import { PreviewSection } from "./preview-section";
import { ReadingToolsSection } from "./reading-tools-section";
import { ResetSection } from "./reset-section";
import { SpeechSection } from "./speech-section";
import { useAccessibilitySettings } from "./use-accessibility-settings";
import { useInertSiblings } from "./use-inert-siblings";
import "./accessibility-panel.css";

interface AccessibilityPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** The settings dialog, loaded on first open. Closed, it renders nothing. */
export function AccessibilityPanel({ open, onClose }: AccessibilityPanelProps) {
  if (!open) return null;
  return createPortal(<PanelDialog onClose={onClose} />, document.body);
}

function PanelDialog({ onClose }: { readonly onClose: () => void }) {
  const settings = useAccessibilitySettings();
  const [message, setMessage] = useState("");
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const speechSupported = typeof window !== "undefined" && "speechSynthesis" in window;

  useInertSiblings(layerRef);

  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  const change = useCallback(<K extends SettingKey>(key: K, value: AccessibilitySettings[K]) => {
    updateSettings({ [key]: value } as Partial<AccessibilitySettings>);
    setMessage(describeChange(key, value));
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

  const sectionProps = { settings, change, announce: setMessage };
  return (
    <div ref={layerRef} className="a11y-layer">
      {/* The overlay is a pointer shortcut only; keyboard users close with Escape or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="a11y-overlay" data-testid="a11y-overlay" onClick={onClose} />
      <div
        ref={dialogRef}
        className="a11y-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="a11y-panel-title"
        aria-describedby="a11y-panel-intro"
      >
        <div className="a11y-panel__header">
          <h2 id="a11y-panel-title" className="a11y-panel__title">
            {panelCopy.title}
          </h2>
          <button ref={closeRef} type="button" className="a11y-panel__close" aria-label={panelCopy.closeButton} onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="a11y-panel__body">
          <p id="a11y-panel-intro" className="a11y-hint">
            {panelCopy.intro}
          </p>
          <PresetsSection announce={setMessage} />
          {speechSupported ? <SpeechSection {...sectionProps} /> : null}
          <ReadingToolsSection {...sectionProps} />
          <PreviewSection settings={settings} />
          <FontSettingsSection {...sectionProps} />
          <ColorContrastSection {...sectionProps} />
          <NavigationSection {...sectionProps} />
          <ResetSection announce={setMessage} />
        </div>
        {/* Its own region, inside the dialog: while the dialog is modal the page around it is inert,
            and a live region there (the page's announcer) would not be heard. */}
        <div className="visually-hidden" role="status" data-testid="a11y-announcer">
          {message}
        </div>
      </div>
    </div>
  );
}
