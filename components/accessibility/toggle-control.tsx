"use client";

import { useId } from "react";
import { booleanFieldCopy } from "@/lib/accessibility/panel-copy";
import type { BooleanSettingKey } from "@/lib/accessibility/settings";

interface ToggleControlProps {
  readonly setting: BooleanSettingKey;
  readonly checked: boolean;
  readonly onChange: (setting: BooleanSettingKey, checked: boolean) => void;
}

/** A native checkbox exposed as a switch: on and off, operable with Space. */
export function ToggleControl({ setting, checked, onChange }: ToggleControlProps) {
  const id = useId();
  return (
    <div className="a11y-control a11y-control--toggle">
      <input id={id} type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(setting, event.target.checked)} />
      <label htmlFor={id}>{booleanFieldCopy[setting]}</label>
    </div>
  );
}
