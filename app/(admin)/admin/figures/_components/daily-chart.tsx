import { AdminTable } from "@/features/admin/components/admin-table";
import { formatCalendarDate } from "@/features/admin/format";
import type { DayFigures } from "@/features/analytics/report";
import { visitFiguresCopy } from "@/features/analytics/visit-figures-copy";

export interface DailyChartProps {
  readonly id: string;
  readonly heading: string;
  readonly tableSummary: string;
  readonly days: readonly DayFigures[];
}

const { dayColumns } = visitFiguresCopy;
/** Each day's slot in the drawing's own units; the drawing stretches to the width it is given. */
const SLOT = 10;
const HEIGHT = 100;

/**
 * Visits per day as bars drawn on the server, with the same numbers as a table: the drawing is hidden from
 * assistive technology (it says nothing the table does not), and the table is one click away for everyone.
 * Bars differ by length only, and the totals are written out in words above them.
 */
export function DailyChart({ id, heading, tableSummary, days }: DailyChartProps) {
  const most = Math.max(0, ...days.map((day) => day.visits));
  const busiest = days.find((day) => day.visits === most && most > 0);
  const visits = days.reduce((sum, day) => sum + day.visits, 0);
  const views = days.reduce((sum, day) => sum + day.views, 0);
  return (
    <section className="figures-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p>
        {visitFiguresCopy.visitsTotal(visits, views, days.length)} {busiest ? visitFiguresCopy.busiestDay(formatCalendarDate(busiest.day), most) : null}
      </p>
      <div className="figures-chart" aria-hidden="true">
        <span className="figures-chart__scale">{most.toLocaleString("en-US")}</span>
        <svg className="figures-chart__drawing" viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`} preserveAspectRatio="none" focusable="false">
          {days.map((day, index) => {
            const height = most === 0 ? 0 : (day.visits / most) * HEIGHT;
            return <rect key={day.day} className="figures-chart__bar" x={index * SLOT + 1} width={SLOT - 2} y={HEIGHT - height} height={height} />;
          })}
          <line className="figures-chart__baseline" x1={0} x2={days.length * SLOT} y1={HEIGHT} y2={HEIGHT} />
        </svg>
        <span className="figures-chart__ends">
          <span>{formatCalendarDate(days[0]?.day ?? "")}</span>
          <span>{formatCalendarDate(days.at(-1)?.day ?? "")}</span>
        </span>
      </div>
      <details className="figures-details">
        <summary>{tableSummary}</summary>
        <AdminTable id={`${id}-caption`} caption={heading} columns={[dayColumns.day, dayColumns.visits, dayColumns.views]}>
          {[...days].reverse().map((day) => (
            <tr key={day.day}>
              <th scope="row">
                <time dateTime={day.day}>{formatCalendarDate(day.day)}</time>
              </th>
              <td className="figures-number">{day.visits.toLocaleString("en-US")}</td>
              <td className="figures-number">{day.views.toLocaleString("en-US")}</td>
            </tr>
          ))}
        </AdminTable>
      </details>
    </section>
  );
}
