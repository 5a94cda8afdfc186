"use client";

import { lazy, Suspense, useEffect, useEffectEvent, useState } from "react";
import { usePathname } from "next/navigation";
import { useAccessibilitySettings } from "@/features/accessibility/components/use-accessibility-settings";
import { usePanelOpen } from "@/features/accessibility/components/use-open-state";
import { pageStructureNavigator, settingsPanel } from "@/features/accessibility/shell-dialogs";
import { resolveShortcut } from "@/features/accessibility/speech/shortcuts";
import { AnnouncerRegions } from "./announcer-regions";
import { loadSpeechRuntime, stopSpeech } from "./load-speech-runtime";
import { ReadPageButton } from "./read-page-button";
import { useSpeechState } from "./use-speech-state";
import { useSpeechSupported } from "./use-speech-supported";

// The help box, the speech service and hover-to-read load on first use; every page ships
// only this listener, the button and the live regions.
const ShortcutsHelp = lazy(() => import("./shortcuts-help").then((module) => ({ default: module.ShortcutsHelp })));

function readPage(): void {
  void loadSpeechRuntime().then((runtime) => runtime?.readPage());
}

/** Keyboard shortcuts (speech, help, the settings panel), their help box, the floating Read page button and the announcer regions. */
export function KeyboardShortcutsSlot() {
  const settings = useAccessibilitySettings();
  const panelOpen = usePanelOpen();
  const supported = useSpeechSupported();
  const reading = useSpeechState() === "reading";
  const [helpShown, setHelpShown] = useState(false);
  const speechOn = supported && settings.speechEnabled;
  const hoverOn = speechOn && settings.hoverToRead;
  const pathname = usePathname();

  const onKeyDown = useEffectEvent((event: KeyboardEvent, panelOpenBefore: boolean) => {
    const decision = resolveShortcut(event, {
      speechEnabled: speechOn,
      reading,
      helpShown,
      panelOpen: panelOpenBefore || settingsPanel.isOpen() || pageStructureNavigator.isOpen(),
    });
    if (decision.preventDefault) event.preventDefault();
    switch (decision.action) {
      case "toggle-help":
        setHelpShown((shown) => !shown);
        break;
      case "hide-help":
        setHelpShown(false);
        break;
      case "read-page":
        readPage();
        break;
      case "stop-reading":
        stopSpeech();
        break;
      case "toggle-settings":
        // The page structure navigator is modal too: it is closed with Escape before the panel can open.
        if (pageStructureNavigator.isOpen()) break;
        setHelpShown(false);
        settingsPanel.setOpen(!settingsPanel.isOpen());
        break;
      default:
        break;
    }
  });

  useEffect(() => {
    // The panel may close itself on this very Escape before the event bubbles up here,
    // so its state is taken when the key press begins.
    let panelOpenBefore = false;
    const remember = () => {
      panelOpenBefore = settingsPanel.isOpen();
    };
    const handle = (event: KeyboardEvent) => onKeyDown(event, panelOpenBefore);
    window.addEventListener("keydown", remember, true);
    window.addEventListener("keydown", handle);
    return () => {
      window.removeEventListener("keydown", remember, true);
      window.removeEventListener("keydown", handle);
    };
  }, []);

  useEffect(() => {
    if (!hoverOn) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    void loadSpeechRuntime().then((runtime) => {
      if (!cancelled && runtime) detach = runtime.attachHoverToRead();
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [hoverOn]);

  // Another page's content is not what the visitor asked to hear.
  useEffect(() => stopSpeech, [pathname]);

  return (
    <>
      <AnnouncerRegions />
      {helpShown ? (
        <Suspense fallback={null}>
          <ShortcutsHelp onClose={() => setHelpShown(false)} />
        </Suspense>
      ) : null}
      {speechOn && !panelOpen ? <ReadPageButton reading={reading} onClick={reading ? stopSpeech : readPage} /> : null}
    </>
  );
}
