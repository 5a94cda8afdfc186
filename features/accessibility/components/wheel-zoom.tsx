"use client";

import { useEffect, useRef, useState } from "react";
import { getSettings, updateSettings } from "@/features/accessibility/settings-store";
import { fontSizeAfterWheel, isZoomGesture, zoomIndicatorText, zoomIndicatorVisibleMs } from "@/features/accessibility/wheel-zoom";
import { useAccessibilitySettings } from "./use-accessibility-settings";

/** Ctrl or Cmd + wheel changes the text size while the setting is on; otherwise the browser zooms as usual. */
export function WheelZoom() {
  const { mouseWheelZoom } = useAccessibilitySettings();
  const [message, setMessage] = useState("");
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!mouseWheelZoom) return;
    const onWheel = (event: WheelEvent) => {
      if (!isZoomGesture(event)) return;
      event.preventDefault();
      const next = fontSizeAfterWheel(getSettings().fontSize, event.deltaY);
      updateSettings({ fontSize: next });
      setMessage(zoomIndicatorText(next));
      setVisible(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setVisible(false), zoomIndicatorVisibleMs);
    };
    // Not passive: suppressing the browser's own zoom needs preventDefault.
    window.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      window.removeEventListener("wheel", onWheel);
      window.clearTimeout(timer.current);
    };
  }, [mouseWheelZoom]);

  if (!mouseWheelZoom) return null;
  return (
    <div className="zoom-indicator" role="status" data-visible={visible ? "" : undefined}>
      {message}
    </div>
  );
}
