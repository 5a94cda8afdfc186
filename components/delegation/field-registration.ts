import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * What a field spreads onto its control: only its name until react-hook-form has loaded (the form
 * is then a plain HTML form), everything `register()` returns once it has. The element stays the
 * same across that change, so nothing the visitor typed or focused is lost.
 */
export type FieldRegistration = Pick<UseFormRegisterReturn, "name"> & Partial<Omit<UseFormRegisterReturn, "name">>;
