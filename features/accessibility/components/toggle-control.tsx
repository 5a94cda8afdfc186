"use client";

import { useId } from "react";
import { booleanFieldCopy, booleanFieldHints } from "@/features/accessibility/panel-copy";
import type { BooleanSettingKey } from "@/features/accessibility/settings";

interface ToggleControlProps {
  readonly setting: BooleanSettingKey;
  readonly checked: boolean;
  readonly onChange: (setting: BooleanSettingKey, checked: boolean) => void;
}

/** A native checkbox exposed as a switch: on and off, operable with Space; its hint is its description. */
export function ToggleControl({ setting, checked, onChange }: ToggleControlProps) {
  const id = useId();
  const hint = booleanFieldHints[setting];
  return (
    <div className="a11y-control a11y-control--toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(setting, event.target.checked)}
      />
      <div className="a11y-control__text">
        <label htmlFor={id}>{booleanFieldCopy[setting]}</label>
        {hint ? (
          <p id={`${id}-hint`} className="a11y-hint">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
