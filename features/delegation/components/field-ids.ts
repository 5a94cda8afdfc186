import type { UseFormRegisterReturn } from "react-hook-form";

/** One naming rule for field, hint and error ids, so summary links and aria-describedby always agree. */
export function fieldId(name: string, option?: string): string {
  return option ? `field-${name}-${option.replace(/[^a-z0-9-]/gi, "-")}` : `field-${name}`;
}

export function errorId(name: string): string {
  return `field-${name}-error`;
}

export function hintId(name: string): string {
  return `field-${name}-hint`;
}

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(" ") : undefined;
}

interface ControlState {
  readonly hint?: string;
  readonly error?: string;
  readonly optional: boolean;
  /** Ids of other fields' errors this control can settle (features/delegation/check-timing.ts, errorsConcerning). */
  readonly relatedErrorIds?: readonly string[];
}

/** The state a single control announces: invalid, required, and which hint and errors describe it. */
export function controlAria(name: string, { hint, error, optional, relatedErrorIds = [] }: ControlState) {
  const invalid = Boolean(error) || relatedErrorIds.length > 0;
  return {
    "aria-invalid": invalid ? true : undefined,
    "aria-required": optional ? undefined : true,
    "aria-describedby": describedBy(hint && hintId(name), error && errorId(name), ...relatedErrorIds),
  } as const;
}

/**
 * What a field spreads onto its control: only its name until react-hook-form has loaded (the form
 * is then a plain HTML form), everything `register()` returns once it has. The element stays the
 * same across that change, so nothing the visitor typed or focused is lost.
 */
export type FieldRegistration = Pick<UseFormRegisterReturn, "name"> & Partial<Omit<UseFormRegisterReturn, "name">>;
