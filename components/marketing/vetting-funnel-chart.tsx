import type { FunnelStage } from "@/lib/content/vetting-process";

interface VettingFunnelChartProps {
  readonly stages: readonly FunnelStage[];
  /** Summary announced in place of the drawing. */
  readonly label: string;
}

/** The vetting funnel drawn from the same data as the stage list beside it. */
export function VettingFunnelChart({ stages, label }: VettingFunnelChartProps) {
  const width = 400;
  const rowHeight = 56;
  const height = stages.length * rowHeight + 8;
  return (
    <svg className="illo funnel" viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={label}>
      {stages.map((stage, index) => {
        const barWidth = (width - 16) * (stage.barPercent / 100);
        const x = (width - barWidth) / 2;
        const y = 4 + index * rowHeight;
        const last = index === stages.length - 1;
        return (
          <g key={stage.name}>
            <rect className={last ? "illo__accent" : "illo__primary"} x={x} y={y} width={barWidth} height={rowHeight - 10} rx="8" />
            <text className="funnel__label" x={width / 2} y={y + (rowHeight - 10) / 2} dominantBaseline="central" textAnchor="middle">
              {index + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
