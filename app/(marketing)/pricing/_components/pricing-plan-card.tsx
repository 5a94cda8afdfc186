import { CtaButton } from "@/ui/cta-button";
import { formatUsd, planHours, type PricingPlan } from "@/features/content/pricing";
import { CheckList } from "@/features/content/components/check-list";

interface PricingPlanCardProps {
  readonly plan: PricingPlan;
  readonly href: string;
}

/** One plan: name, price, hours, what it suits, what it adds and a way to start. */
export function PricingPlanCard({ plan, href }: PricingPlanCardProps) {
  return (
    <div className={plan.badge ? "card plan card--highlight" : "card plan"}>
      {plan.badge ? <span className="badge">{plan.badge}</span> : null}
      <h3>{plan.name}</h3>
      <p className="plan__price">
        <span className="plan__from">From </span>
        <strong>{formatUsd(plan.monthlyPriceUsd)}</strong>
        <span className="plan__cadence"> per month</span>
      </p>
      <p className="card__meta">{planHours(plan)}</p>
      <p>{plan.summary}</p>
      <CheckList items={plan.features} />
      <CtaButton text={plan.cta} href={href} variant={plan.badge ? "primary" : "outline"} fullWidth className="plan__cta" />
    </div>
  );
}
