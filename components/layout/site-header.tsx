import Link from "next/link";
import { CtaButton } from "@/components/ui/cta-button";
import { site } from "@/lib/site";
import { PrimaryNav } from "./primary-nav";
import { BrandMark } from "./brand-mark";

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link href="/home" className="site-header__logo">
          <BrandMark />
          <span className="site-header__logo-text">{site.name}</span>
        </Link>
        <PrimaryNav items={site.primaryNav} />
        <CtaButton text={site.getStarted.label} href={site.getStarted.href} size="sm" className="site-header__cta" />
      </div>
    </header>
  );
}
