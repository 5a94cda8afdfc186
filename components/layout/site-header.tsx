import Link from "next/link";
import type { CSSProperties } from "react";
import { CtaButton } from "@/components/ui/cta-button";
import { headerFitProperties } from "@/lib/accessibility/header-fit";
import { site } from "@/lib/site";
import { menuLabel } from "@/lib/content/shell";
import { PrimaryNav } from "./primary-nav";
import { BrandMark } from "./brand-mark";

const fitStyle = headerFitProperties({
  brand: site.name,
  links: site.primaryNav.map((item) => item.label),
  cta: site.getStarted.label,
  menu: menuLabel,
}) as CSSProperties;

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
