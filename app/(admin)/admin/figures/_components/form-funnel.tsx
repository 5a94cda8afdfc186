import { AdminTable } from "@/features/admin/components/admin-table";
import type { FiguresReport } from "@/features/analytics/report";
import { formatShare, formStepLabels, visitFiguresCopy } from "@/features/analytics/visit-figures-copy";

export interface FormFunnelProps {
  readonly funnel: FiguresReport["funnel"];
  readonly sentWithError: FiguresReport["sentWithError"];
}

const { funnel: copy } = visitFiguresCopy;

/** The request form's funnel: how many forms reached each step, and the share lost since the step before. */
export function FormFunnel({ funnel, sentWithError }: FormFunnelProps) {
  const widest = Math.max(0, ...funnel.map((step) => step.count));
  return (
    <section className="figures-section" aria-labelledby="funnel-heading">
      <h2 id="funnel-heading">{copy.heading}</h2>
      <AdminTable id="funnel-caption" caption={copy.caption} columns={[copy.columns.step, copy.columns.count, copy.columns.dropOff]}>
        {funnel.map((step) => (
          <tr key={step.step}>
            <th scope="row">{formStepLabels[step.step]}</th>
            <td className="figures-share">
              <span className="figures-share__track" aria-hidden="true">
                <span className="figures-share__bar" style={{ inlineSize: `${widest === 0 ? 0 : Math.round((step.count / widest) * 1000) / 10}%` }} />
              </span>
              <span className="figures-share__text">{step.count.toLocaleString("en-US")}</span>
            </td>
            <td className="figures-number">{step.dropOff === null ? <span className="admin-muted">{copy.notApplicable}</span> : formatShare(step.dropOff)}</td>
          </tr>
        ))}
      </AdminTable>
      <p>{copy.sentWithError(sentWithError.count, sentWithError.shareOfStarted)}</p>
      <p className="admin-muted">{copy.storedNote}</p>
    </section>
  );
}
