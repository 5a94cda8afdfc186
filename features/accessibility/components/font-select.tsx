"use client";

import { useId } from "react";
import { panelCopy } from "@/features/accessibility/panel-copy";
import { fontFamilies, type FontFamily } from "@/features/accessibility/settings";

interface FontSelectProps {
  readonly value: FontFamily;
  readonly onChange: (value: FontFamily) => void;
}

function isFontFamily(value: string): value is FontFamily {
  return (fontFamilies as readonly string[]).includes(value);
}

export function FontSelect({ value, onChange }: FontSelectProps) {
  const id = useId();
  return (
    <div className="a11y-control">
      <label htmlFor={id}>{panelCopy.fontFamily}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isFontFamily(event.target.value)) onChange(event.target.value);
        }}
      >
        {fontFamilies.map((family) => (
          <option key={family} value={family}>
            {family}
          </option>
        ))}
      </select>
    </div>
  );
}
