import { formatDateTime } from "@/lib/admin/format";
import type { RequestNote } from "@/lib/delegation/store";

export interface NotesListProps {
  readonly notes: readonly RequestNote[];
}

/** Notes are append-only: shown oldest first with author and time, and never editable. */
export function NotesList({ notes }: NotesListProps) {
  if (notes.length === 0) return <p className="admin-muted">No notes yet.</p>;
  return (
    <ol className="admin-notes">
      {notes.map((note) => (
        <li key={note.id} className="admin-notes__item">
          <p className="admin-notes__meta">
            <strong>{note.author}</strong>, <time dateTime={note.at}>{formatDateTime(note.at)}</time>
          </p>
          <p className="admin-notes__body">{note.body}</p>
        </li>
      ))}
    </ol>
  );
}
