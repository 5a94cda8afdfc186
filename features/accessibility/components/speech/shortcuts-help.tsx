"use client";

import { Fragment, useEffect, useId, useRef } from "react";
import { shortcutHelpCopy, shortcutHelpItems } from "@/features/accessibility/speech/shortcut-help-copy";

interface ShortcutsHelpProps {
  readonly onClose: () => void;
}

/**
 * The keyboard shortcuts help: a non-modal dialog that takes focus when shown (so it is
 * announced) and gives focus back where it was when closed, unless the visitor moved on.
 */
export function ShortcutsHelp({ onClose }: ShortcutsHelpProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.focus();
    return () => {
      const active = document.activeElement;
      const focusWasHere = !active || active === document.body || (dialog?.contains(active) ?? false);
      if (focusWasHere && previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="shortcuts-help"
      data-speech-skip=""
    >
      <div className="shortcuts-help__header">
        <h2 id={titleId} className="shortcuts-help__title">
          {shortcutHelpCopy.title}
        </h2>
        <button type="button" className="shortcuts-help__close" aria-label={shortcutHelpCopy.closeLabel} onClick={onClose}>
          {shortcutHelpCopy.close}
        </button>
      </div>
      <dl className="shortcuts-help__list">
        {shortcutHelpItems.map((item) => (
          <div key={`${item.keys.flat().join("+")}-${item.description}`} className="shortcuts-help__item">
            <dt>
              {item.keys.map((combo, comboIndex) => (
                <Fragment key={combo.join("+")}>
                  {comboIndex > 0 ? ` ${shortcutHelpCopy.or} ` : null}
                  {combo.map((key, keyIndex) => (
                    <Fragment key={key}>
                      {keyIndex > 0 ? "+" : null}
                      <kbd>{key}</kbd>
                    </Fragment>
                  ))}
                </Fragment>
              ))}
            </dt>
            <dd>{item.description}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
