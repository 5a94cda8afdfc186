import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SkipLinks } from "@/features/shell/skip-links";
import { AccessibilityHeadScript } from "@/features/accessibility/components/accessibility-head-script";
import { AccessibilityPanelSlot } from "@/features/accessibility/components/accessibility-panel-slot";
import { firstVisitAttributes } from "@/features/accessibility/document-state";
import { KeyboardShortcutsSlot } from "@/features/accessibility/components/speech/keyboard-shortcuts-slot";
import { SamePageLinkTop } from "@/features/shell/same-page-link-top";
import { NewPageFocus } from "@/features/shell/new-page-focus";
import { siteUrl } from "@/platform/page/metadata";
import { CriticalStyle } from "./styles/critical-style";
import { DeferredStylesheet } from "./styles/deferred-stylesheet";
import { revealScriptSource } from "./styles/reveal-pieces";
import { site } from "@/platform/config/site";
// The stylesheet is not imported here: the public pages inline its critical part once (CriticalStyle, and the hero
// its own) and link the whole file last (DeferredStylesheet); the admin area imports it through Next
// (docs/performance.md).
// The Inter font is declared in it (app/styles/tokens.css), not with next/font.

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { template: `%s | ${site.name}`, default: site.name },
  description: site.description,
  applicationName: site.name,
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#0b3d91",
};

export default function RootLayout({ children }: { readonly children: ReactNode }) {
  return (
    // data-scroll-behavior: Next turns base.css's smooth scrolling off while it moves to the top of a new
    // page, so only in-page jumps glide; without it every navigation animated its scroll to the top.
    // firstVisitAttributes: the default settings as a first visit paints them; the head script replaces
    // them with saved ones before first paint (hence suppressHydrationWarning), and React never sets
    // them again, since they never change.
    <html lang="en" data-scroll-behavior="smooth" {...firstVisitAttributes} suppressHydrationWarning>
      <head>
        {/* Before the head script, which reads the tokens' default font stack and the stylesheet it names. */}
        <CriticalStyle />
        <AccessibilityHeadScript />
        {/* After the head script, which writes the file's link for saved settings: then there is nothing to reveal. */}
        <script id="reveal-pieces-script" dangerouslySetInnerHTML={{ __html: revealScriptSource }} />
      </head>
      <body>
        <SkipLinks />
        <KeyboardShortcutsSlot />
        {/* Each route group brings its own header, <main id="main-content"> and footer: the public pages the
            marketing shell, the admin area a compact one of its own. */}
        {children}
        {/* On narrow screens, the strip at the top of the page the floating buttons sit on (placed first by CSS). */}
        <div className="fab-dock" aria-hidden="true" />
        <AccessibilityPanelSlot brand={site.name} />
        {/* In the root layout rather than the public pages' own: they then ride in the shell's script instead
            of a chunk of their own, one request fewer on every first load. Staff pages get the same behaviour. */}
        <SamePageLinkTop />
        <NewPageFocus />
        {/* Last: the parser waits at it until the file has loaded, so whatever followed it would miss the first paint. */}
        <DeferredStylesheet />
      </body>
    </html>
  );
}
