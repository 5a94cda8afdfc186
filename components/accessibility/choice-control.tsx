"use client";

import { useId } from "react";

interface ChoiceControlProps<T extends string> {
  readonly legend: string;
  readonly options: readonly T[];
  readonly labels: Readonly<Record<T, string>>;
  readonly value: T;
  readonly onChange: (value: T) => void;
}

/** A native radio group: arrow keys move between the choices. */
export function ChoiceControl<T extends string>({ legend, options, labels, value, onChange }: ChoiceControlProps<T>) {
  const name = useId();
  return (
    <fieldset className="a11y-control a11y-choice">
      <legend>{legend}</legend>
      <div className="a11y-choice__options">
        {options.map((option) => (
          <label key={option} className="a11y-choice__option">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
