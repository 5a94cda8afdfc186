"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { NavItem } from "@/platform/config/site";

interface PrimaryNavProps {
  readonly items: readonly NavItem[];
  /**
   * The header's call to action, repeated in the menu for when the header has no room left for it;
   * rendered on the server and passed in, so it adds nothing to the page's script.
   */
  readonly cta: ReactNode;
  readonly menuLabel: string;
}

/**
 * The header's links. One list serves every width: shown in the header's row while they fit there,
 * behind a disclosure button when they do not. "Fit" is decided by the header's own width against
 * what its text needs at the visitor's text settings (layout.css), so large text never pushes the
 * menu off screen.
 */
export function PrimaryNav({ items, cta, menuLabel }: PrimaryNavProps) {
  const pathname = usePathname();
  // Remembering where the menu was opened folds it away by itself once a link is followed.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenedOn(null);
      buttonRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <nav className="primary-nav" aria-label="Main" data-open={open || undefined}>
      <button
        ref={buttonRef}
        type="button"
        className="primary-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenedOn(open ? null : pathname)}
      >
        <span className="primary-nav__toggle-icon" aria-hidden="true" />
        <span className="primary-nav__toggle-label">{menuLabel}</span>
      </button>
      <ul id={listId} className="primary-nav__list">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className="primary-nav__link"
              aria-label={item.accessibleName}
              aria-current={pathname === item.href ? "page" : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
        <li className="primary-nav__cta-item">{cta}</li>
      </ul>
    </nav>
  );
}
