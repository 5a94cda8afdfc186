import { formatDateTime } from "@/lib/admin/format";
import { statusLabels } from "@/lib/delegation/options";
import type { StatusChange } from "@/lib/delegation/store";

export interface StatusHistoryProps {
  readonly history: readonly StatusChange[];
}

/** Who moved the request to which status, and when; newest last, as it happened. */
export function StatusHistory({ history }: StatusHistoryProps) {
  return (
    <ol className="admin-history" aria-label="Status history">
      {history.map((change, index) => (
        <li key={`${change.at}-${index}`}>
          <strong>{statusLabels[change.status]}</strong>
          {" by "}
          {change.by === "system" ? "the website" : change.by}
          {", "}
          <time dateTime={change.at}>{formatDateTime(change.at)}</time>
        </li>
      ))}
    </ol>
  );
}
