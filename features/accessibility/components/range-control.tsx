"use client";

import { useId } from "react";
import { numericFieldCopy } from "@/features/accessibility/panel-copy";
import { settingRanges, sliderStepFallback, type NumericSettingKey } from "@/features/accessibility/settings";

interface RangeControlProps {
  readonly setting: NumericSettingKey;
  readonly value: number;
  readonly onChange: (setting: NumericSettingKey, value: number) => void;
}

/** A native slider with its min, max and step from the model and its value shown beside the label. */
export function RangeControl({ setting, value, onChange }: RangeControlProps) {
  const id = useId();
  const range = settingRanges[setting];
  const copy = numericFieldCopy[setting];
  return (
    <div className="a11y-control a11y-control--range">
      <div className="a11y-control__row">
        <label htmlFor={id}>{copy.label}</label>
        {/* Shown for sighted users; assistive tech hears the same text as the slider's value, so only once. */}
        <span className="a11y-control__value" aria-hidden="true">
          {copy.format(value)}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step ?? sliderStepFallback}
        value={value}
        aria-valuetext={copy.format(value)}
        onChange={(event) => onChange(setting, Number(event.target.value))}
      />
    </div>
  );
}
