import { formatCalendarDate, formatDateTime } from "@/features/admin/format";
import type { TimelineEntry } from "@/features/admin/timeline";
import { timelineCopy } from "@/features/admin/admin-copy";
import { noteKindLabels, statusLabels } from "@/features/delegation/options";

export interface TimelineProps {
  readonly entries: readonly TimelineEntry[];
}

function who(by: string): string {
  return by === "system" ? timelineCopy.website : by === "buyer" ? timelineCopy.buyer : by;
}

function Summary({ entry, first }: { readonly entry: TimelineEntry; readonly first: boolean }) {
  switch (entry.type) {
    case "status":
      return <strong>{first && entry.status === "new" && entry.by === "system" ? timelineCopy.firstStatus : timelineCopy.status(statusLabels[entry.status])}</strong>;
    case "assignment":
      return <strong>{entry.owner ? timelineCopy.assigned(entry.owner) : timelineCopy.unassigned}</strong>;
    case "note":
      return <strong>{noteKindLabels[entry.kind]}</strong>;
    case "call":
      return <strong>{timelineCopy.call[entry.change](formatDateTime(entry.start), entry.admin)}</strong>;
    case "message":
      return (
        <strong>
          {timelineCopy.channels[entry.channel]} {timelineCopy.outcomes[entry.outcome]}
        </strong>
      );
  }
}

/** Everything that happened to the request, oldest first; notes are append-only, so nothing here is editable. */
export function Timeline({ entries }: TimelineProps) {
  if (entries.length === 0) return <p className="admin-muted">{timelineCopy.empty}</p>;
  return (
    <ol className="admin-timeline" aria-label={timelineCopy.listLabel}>
      {entries.map((entry, index) => (
        <li key={`${entry.type}-${entry.at}-${index}`} className={`admin-timeline__item admin-timeline__item--${entry.type}`}>
          <p className="admin-timeline__meta">
            <Summary entry={entry} first={index === 0} />
            {" by "}
            {who(entry.by)}
            {", "}
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          {entry.type === "note" ? (
            <>
              <p className="admin-timeline__body">{entry.body}</p>
              {entry.followUpOn ? <p className="admin-timeline__follow-up">{timelineCopy.followUp(formatCalendarDate(entry.followUpOn))}</p> : null}
            </>
          ) : null}
          {entry.type === "message" && entry.detail ? <p className="admin-timeline__body">{entry.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}
