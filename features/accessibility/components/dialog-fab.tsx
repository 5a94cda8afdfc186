"use client";

import type { ReactNode, Ref } from "react";
import type { OpenState } from "@/features/accessibility/shell-dialogs";

export interface DialogFabProps {
  /** The dialog this button opens. */
  readonly state: OpenState;
  readonly open: boolean;
  readonly className: string;
  /** The button's accessible name; the icon is decorative. */
  readonly label: string;
  readonly icon: ReactNode;
  readonly id?: string;
  readonly ref?: Ref<HTMLButtonElement>;
}

/** A floating button that opens one of the shell's dialogs and says whether it is open. */
export function DialogFab({ state, open, className, label, icon, id, ref }: DialogFabProps) {
  return (
    <button
      ref={ref}
      id={id}
      type="button"
      className={className}
      aria-expanded={open}
      aria-haspopup="dialog"
      onClick={() => state.setOpen(true)}
    >
      {icon}
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
