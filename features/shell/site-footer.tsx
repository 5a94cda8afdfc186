import Link from "next/link";
import { copyrightLine, site } from "@/platform/config/site";
import { SocialIcon } from "./social-icon";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__columns">
          {site.footerColumns.map((column) => (
            <nav key={column.heading} className="site-footer__column" aria-labelledby={`footer-${slug(column.heading)}`}>
              <h2 id={`footer-${slug(column.heading)}`} className="site-footer__heading">
                {column.heading}
              </h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="site-footer__contact">
          <p>
            Questions? Write to <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <ul className="site-footer__socials">
            {site.socials.map((social) => (
              <li key={social.network}>
                <a href={social.href} aria-label={`${site.name} on ${social.network}`} rel="noopener noreferrer">
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="site-footer__legal">
          <p>{copyrightLine(new Date().getFullYear())}</p>
          <ul>
            {site.legal.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
