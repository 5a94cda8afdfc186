import { zodResolver } from "@hookform/resolvers/zod";
import { createFormControl, type Resolver } from "react-hook-form";
import type { DelegationFormValues } from "@/features/delegation/form-values";
import { delegationSchema } from "@/features/delegation/schema";

/**
 * react-hook-form with the zod resolver, created outside React. This module (react-hook-form, zod
 * and the schema, about 42 KB gzip) loads when a visitor first reaches into the form, not with the
 * page; readers who never do pay nothing for it.
 */
export function createDelegationFormControl(defaultValues: DelegationFormValues) {
  return createFormControl<DelegationFormValues>({
    defaultValues,
    // Nothing is called wrong before a send except fields the visitor changed and left, which the
    // form's own hook checks (features/delegation/check-timing.ts): react-hook-form's onBlur would flag a
    // field merely tabbed past, and every box of a group as focus moves between them.
    mode: "onSubmit",
    reValidateMode: "onChange",
    // The schema turns browser strings into typed fields; the form only needs its verdicts.
    resolver: zodResolver(delegationSchema) as unknown as Resolver<DelegationFormValues>,
    shouldFocusError: false,
  });
}

export type DelegationFormControl = ReturnType<typeof createDelegationFormControl>;
