"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { panelCopy } from "@/features/accessibility/panel-copy";
import type { AccessibilitySettings, SettingKey } from "@/features/accessibility/settings";
import { updateSettings } from "@/features/accessibility/settings-store";
import { ColorContrastSection } from "./color-contrast-section";
import { ModalSheet } from "./modal-sheet";
import { NavigationSection } from "./navigation-section";
import { PresetsSection } from "./presets-section";
import { PreviewSection } from "./preview-section";
import { ReadingToolsSection } from "./reading-tools-section";
import { ResetSection } from "./reset-section";
import { SpeechSection } from "./speech-section";
import { TextSection } from "./text-section";
import { useAccessibilitySettings } from "./use-accessibility-settings";
import "./accessibility-panel.css";

interface AccessibilityPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The configured brand, which the preview's sample names. */
  readonly brand: string;
}

/** The settings dialog, loaded on first open. Closed, it renders nothing. */
export function AccessibilityPanel({ open, onClose, brand }: AccessibilityPanelProps) {
  if (!open) return null;
  return <PanelDialog onClose={onClose} brand={brand} />;
}

function PanelDialog({ onClose, brand }: Omit<AccessibilityPanelProps, "open">) {
  const settings = useAccessibilitySettings();
  const [message, setMessage] = useState("");
  const bodyRef = useRef<HTMLDivElement>(null);
  const speechSupported = typeof window !== "undefined" && "speechSynthesis" in window;

  // No announcement: the slider, select, radio or switch that made the change says its new state itself.
  const update = useCallback((patch: Partial<AccessibilitySettings>) => updateSettings(patch), []);

  const change = useCallback(
    <K extends SettingKey>(key: K, value: AccessibilitySettings[K]) => {
      update({ [key]: value } as Partial<AccessibilitySettings>);
    },
    [update],
  );

  // Larger text or spacing reflows the panel itself; the control being used must not slide out of view.
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && bodyRef.current?.contains(active)) active.scrollIntoView({ block: "nearest" });
  }, [settings]);

  const sectionProps = { settings, change, update, announce: setMessage };
  return (
    <ModalSheet
      title={panelCopy.title}
      closeLabel={panelCopy.closeButton}
      onClose={onClose}
      describedBy="a11y-panel-intro"
      bodyRef={bodyRef}
      className="a11y-panel"
      after={
        // Its own region, inside the dialog: while the dialog is modal the page around it is inert,
        // and a live region there (the page's announcer) would not be heard.
        <div className="visually-hidden" role="status" data-testid="a11y-announcer">
          {message}
        </div>
      }
    >
      <p id="a11y-panel-intro" className="a11y-hint a11y-panel__intro">
        {panelCopy.intro}
      </p>
      <PresetsSection settings={settings} announce={setMessage} />
      <TextSection {...sectionProps} />
      <PreviewSection settings={settings} brand={brand} />
      <ColorContrastSection {...sectionProps} />
      <ReadingToolsSection {...sectionProps} />
      {speechSupported ? <SpeechSection {...sectionProps} /> : null}
      <NavigationSection {...sectionProps} />
      <ResetSection announce={setMessage} />
    </ModalSheet>
  );
}
