/** What the visitor-data page shows between its form posts (the server action's state). */
export interface VisitorRequestSummary {
  readonly id: string;
  readonly reference: string;
  readonly receivedAt: string;
  readonly company: string;
  readonly status: string;
}

export interface VisitorDataState {
  /** The address looked up, as the store compares it; empty before the first lookup. */
  readonly email: string;
  /** Null until a lookup has run. */
  readonly requests: readonly VisitorRequestSummary[] | null;
  readonly message: string | null;
  readonly ok: boolean;
}

export const initialVisitorDataState: VisitorDataState = { email: "", requests: null, message: null, ok: true };
