import { CtaButton } from "@/components/ui/cta-button";
import { createMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";

export const metadata = createMetadata({
  title: "Elite global marketing talent",
  description: site.description,
  path: "/home",
});

export default function HomePage() {
  return (
    <section className="page-hero">
      <div className="container">
        <p className="eyebrow">Vetted outsourced marketing talent</p>
        <h1>Elite global talent for marketing teams</h1>
        <p className="lead">{site.tagline}</p>
        <div className="actions">
          <CtaButton text="Get Started" href="/delegation-tasks-guide/form" size="lg" />
          <CtaButton text="See pricing" href="/pricing" variant="outline" size="lg" />
        </div>
      </div>
    </section>
  );
}
