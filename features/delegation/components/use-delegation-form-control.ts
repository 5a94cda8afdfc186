import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import type { FieldErrors } from "react-hook-form";
import type { DelegationFormControl } from "@/features/delegation/components/delegation-form-control";
import { checkOnLeave, fieldsAffectedBy } from "@/features/delegation/check-timing";
import { fieldNames, type FieldName } from "@/features/delegation/field-names";
import { readPostedForm, type DelegationFormValues } from "@/features/delegation/form-values";

export interface DelegationFormCheck {
  /** react-hook-form, once loaded; null while the form is still a plain HTML form. */
  readonly control: DelegationFormControl | null;
  readonly errors: FieldErrors<DelegationFormValues>;
  readonly submitCount: number;
  /** Loads react-hook-form (once); resolves to null when it cannot load, and the server checks alone. */
  readonly load: () => Promise<DelegationFormControl | null>;
}

/** The form field an element (an event's target, the focused element) belongs to, if any. */
function fieldNameOf(element: EventTarget | Element | null): FieldName | null {
  const name = (element as Partial<HTMLInputElement> | null)?.name;
  return typeof name === "string" && (fieldNames as readonly string[]).includes(name) ? (name as FieldName) : null;
}

/**
 * The form's client-side checking, loaded on demand. Its starting values are read from the form
 * itself at the moment it loads, so whatever the visitor typed meanwhile is kept, and it attaches
 * to the fields in the same synchronous render so no keystroke falls between the two.
 */
export function useDelegationFormControl(formRef: RefObject<HTMLFormElement | null>): DelegationFormCheck {
  const [control, setControl] = useState<DelegationFormControl | null>(null);
  const [checked, setChecked] = useState<{ errors: FieldErrors<DelegationFormValues>; submitCount: number }>({ errors: {}, submitCount: 0 });
  const loading = useRef<Promise<DelegationFormControl | null> | null>(null);
  // Fields changed and left before react-hook-form arrived: it never saw them, so it checks them on arrival.
  const leftEarly = useRef(new Set<FieldName>());
  const loadedControl = useRef<DelegationFormControl | null>(null);
  // What the visitor has changed: only those fields are checked before a send (features/delegation/check-timing.ts).
  const changed = useRef(new Set<FieldName>());
  // The latest verdicts, for the listeners below, which outlive any one render.
  const latest = useRef<{ errors: FieldErrors<DelegationFormValues>; submitCount: number }>({ errors: {}, submitCount: 0 });

  const load = useCallback(() => {
    loading.current ??= import("@/features/delegation/components/delegation-form-control").then(
      ({ createDelegationFormControl }) => {
        const form = formRef.current;
        if (!form) return null;
        const created = createDelegationFormControl(readPostedForm(new FormData(form)).values);
        loadedControl.current = created;
        // Commits and subscribes (the layout effect below) before this returns.
        flushSync(() => setControl(created));
        // The field the visitor is in now gets checked when they leave it, not mid-typing.
        const active = fieldNameOf(document.activeElement);
        if (active) leftEarly.current.delete(active);
        if (leftEarly.current.size > 0) void created.trigger([...leftEarly.current]);
        leftEarly.current.clear();
        return created;
      },
      () => {
        // Offline or a failed deploy: try again on the next interaction; the server still validates.
        loading.current = null;
        return null;
      },
    );
    return loading.current;
  }, [formRef]);

  // Focus moving into the form is the cue to load; listened for on the form, so no field needs to know.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const entered = () => void load();
    const edited = (event: Event) => {
      const name = fieldNameOf(event.target);
      if (!name) return;
      changed.current.add(name);
      // After a send react-hook-form checks the changed field itself; rules that read it are checked here.
      const loaded = loadedControl.current;
      if (loaded && latest.current.submitCount > 0) {
        const readers = fieldsAffectedBy(name).filter((field) => field !== name);
        if (readers.length > 0) void loaded.trigger(readers);
      }
    };
    const left = (event: FocusEvent) => {
      const name = fieldNameOf(event.target);
      if (!name || !checkOnLeave({ left: name, entered: fieldNameOf(event.relatedTarget), changed: changed.current })) return;
      const loaded = loadedControl.current;
      if (!loaded) {
        leftEarly.current.add(name);
        return;
      }
      // A rule that reads this field and already shows an error may be settled by what was just typed.
      const errors = latest.current.errors;
      void loaded.trigger(fieldsAffectedBy(name).filter((field) => field === name || errors[field] !== undefined));
    };
    form.addEventListener("focusin", entered);
    form.addEventListener("input", edited);
    form.addEventListener("change", edited);
    form.addEventListener("focusout", left);
    // A visitor quicker than hydration is already in a field: that focus came before anyone listened.
    if (form.contains(document.activeElement)) entered();
    return () => {
      form.removeEventListener("focusin", entered);
      form.removeEventListener("input", edited);
      form.removeEventListener("change", edited);
      form.removeEventListener("focusout", left);
    };
  }, [formRef, load]);

  // Renewed whenever effects re-run (Fast Refresh, a hidden and shown Activity), so errors keep flowing.
  useLayoutEffect(
    () =>
      control?.subscribe({
        formState: { errors: true, submitCount: true },
        callback: ({ errors, submitCount }) => {
          latest.current = { errors: { ...errors }, submitCount: submitCount ?? 0 };
          setChecked(latest.current);
        },
      }),
    [control],
  );

  return { control, errors: checked.errors, submitCount: checked.submitCount, load };
}
