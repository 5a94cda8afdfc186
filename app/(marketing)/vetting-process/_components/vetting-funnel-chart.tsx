import {
  funnelBarPercent,
  funnelBase,
  funnelPercent,
  type FunnelStage,
} from "@/features/content/vetting-process";

interface VettingFunnelChartProps {
  readonly stages: readonly FunnelStage[];
  readonly caption: string;
  readonly startLabel: string;
}

/**
 * The vetting funnel as a labelled bar chart in plain HTML: every bar carries its stage and its number as
 * text, so it reads the same to a screen reader, scales with the text settings and needs no script.
 */
export function VettingFunnelChart({ stages, caption, startLabel }: VettingFunnelChartProps) {
  const rows = [{ label: startLabel, count: funnelBase }, ...stages.map((stage) => ({ label: stage.shortName, count: stage.remainingPer1000 }))];
  return (
    <figure className="funnel-chart">
      <figcaption className="funnel-chart__caption">{caption}</figcaption>
      <ol className="funnel-chart__rows">
        {rows.map((row, index) => (
          <li key={row.label} className={index === rows.length - 1 ? "funnel-chart__row funnel-chart__row--last" : "funnel-chart__row"}>
            <span className="funnel-chart__label">{row.label}</span>
            <span className="funnel-chart__track" aria-hidden="true">
              <span className="funnel-chart__bar" style={{ inlineSize: `${funnelBarPercent(row.count)}%` }} />
            </span>
            <span className="funnel-chart__value">
              {row.count.toLocaleString("en-US")} <span className="funnel-chart__share">({funnelPercent(row.count)})</span>
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
