"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import type { NavItem } from "@/lib/site";

interface PrimaryNavProps {
  readonly items: readonly NavItem[];
}

/**
 * The header's links. One list serves every width: from 768px it is always shown,
 * below that it collapses behind a disclosure button so 320px screens never scroll sideways.
 */
export function PrimaryNav({ items }: PrimaryNavProps) {
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
        <span className="primary-nav__toggle-label">Menu</span>
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
      </ul>
    </nav>
  );
}
