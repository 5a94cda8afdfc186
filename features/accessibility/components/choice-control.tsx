"use client";

import { useId } from "react";

interface ChoiceControlProps<T extends string> {
  readonly legend: string;
  readonly options: readonly T[];
  readonly labels: Readonly<Record<T, string>>;
  /** One line under each option saying what it changes; the options then stack in one column. */
  readonly hints?: Readonly<Partial<Record<T, string>>>;
  /** One line under the legend, for the group as a whole. */
  readonly hint?: string;
  readonly value: T;
  readonly onChange: (value: T) => void;
}

/** A native radio group: arrow keys move between the choices; a hint is the option's description, not its name. */
export function ChoiceControl<T extends string>({ legend, options, labels, hints, hint, value, onChange }: ChoiceControlProps<T>) {
  const name = useId();
  return (
    <fieldset className="a11y-control a11y-choice" aria-describedby={hint ? `${name}-hint` : undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${name}-hint`} className="a11y-hint a11y-choice__hint">
          {hint}
        </p>
      ) : null}
      <div className={hints ? "a11y-choice__options a11y-choice__options--stacked" : "a11y-choice__options"}>
        {options.map((option) => {
          const optionHint = hints?.[option];
          const id = `${name}-${option}`;
          return (
            <label key={option} className="a11y-choice__option">
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                aria-labelledby={`${id}-label`}
                aria-describedby={optionHint ? `${id}-hint` : undefined}
                onChange={() => onChange(option)}
              />
              <span className="a11y-choice__text">
                <span id={`${id}-label`}>{labels[option]}</span>
                {optionHint ? (
                  <span id={`${id}-hint`} className="a11y-hint">
                    {optionHint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
