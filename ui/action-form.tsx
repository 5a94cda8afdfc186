"use client";

import { useActionState, type FormHTMLAttributes, type ReactNode } from "react";

export interface ActionFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "action"> {
  /** A server action with nothing to show back: it redirects, or the page re-renders with the change. */
  readonly action: (previous: null, formData: FormData) => Promise<null>;
  /** The page the form is on, without its query: where a browser without JavaScript posts it. */
  readonly permalink: string;
  readonly children: ReactNode;
}

/**
 * A form posting to a server action. React renders a plain server action as `action=""`, which HTML
 * forbids (an empty URL); through useActionState with a permalink the form names its page instead, and
 * posts there before or without JavaScript exactly as it did.
 */
export function ActionForm({ action, permalink, children, ...attributes }: ActionFormProps) {
  const [, dispatch] = useActionState<null, FormData>(action, null, permalink);
  return (
    <form {...attributes} action={dispatch}>
      {children}
    </form>
  );
}
