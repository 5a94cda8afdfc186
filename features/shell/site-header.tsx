import Link from "next/link";
import type { CSSProperties } from "react";
import { CtaButton } from "@/ui/cta-button";
import { headerFitProperties } from "@/features/accessibility/header-fit";
import { site } from "@/platform/config/site";
import { menuLabel } from "@/features/accessibility/shell-copy";
import { PrimaryNav } from "./primary-nav";

const fitStyle = headerFitProperties({
  brand: site.name,
  links: site.primaryNav.map((item) => item.label),
  cta: site.getStarted.label,
  menu: menuLabel,
}) as CSSProperties;

/** The logo glyph: an open seat at a table. Decorative beside the brand name. */
function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M9 22V11a2 2 0 0 1 2-2h3v9h8a2 2 0 0 1 2 2v2h-3v-1h-9v1H9z" fill="var(--color-primary-contrast)" />
    </svg>
  );
}

export function SiteHeader() {
  return (
    <header className="site-header" style={fitStyle}>
      <div className="site-header__inner container">
        {/* Two more query containers, each as wide as the row: see layout.css. */}
        <div className="site-header__fit">
          <div className="site-header__row">
            <Link href="/home" className="site-header__logo">
              <BrandMark />
              <span className="site-header__logo-text">{site.name}</span>
            </Link>
            <PrimaryNav
              items={site.primaryNav}
              cta={<CtaButton text={site.getStarted.label} href={site.getStarted.href} fullWidth />}
              menuLabel={menuLabel}
            />
            <CtaButton text={site.getStarted.label} href={site.getStarted.href} size="sm" className="site-header__cta" />
          </div>
        </div>
      </div>
    </header>
  );
}
