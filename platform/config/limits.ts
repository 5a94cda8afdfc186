// No server-only marker: the privacy policy and the tests quote these numbers. Reading the environment's
// overrides is platform/env/index.ts's (getLimits).

/**
 * One named rule of the rate limiter (platform/rate-limit/limiter.ts). Counts are sliding-window estimates from
 * two fixed windows, so a count lives for two windows (counterLifetimeMs).
 */
export interface RatePolicy {
  /** Names the counters in the store; one name for one rule. */
  readonly name: string;
  readonly windowMs: number;
  /** Hits allowed in any window's length; `consume` refuses (and counts nothing) beyond it. */
  readonly limit: number;
  /**
   * Growing delays instead of a hard stop: after `free` hits, the subject waits `baseMs` after its last
   * hit, doubling with each further hit, up to `maxMs`.
   */
  readonly backoff?: { readonly free: number; readonly baseMs: number; readonly maxMs: number };
}

/**
 * The longest a count is kept: a window's counter is still read as the previous window throughout the
 * next one. The privacy policy quotes this for the form's and the confirmations' counts.
 */
export function counterLifetimeMs(policy: RatePolicy): number {
  return 2 * policy.windowMs;
}

/** The delegation form's limits against scripts and floods. */
export interface FormLimits {
  /** A post sooner than this after its form's token was issued is refused: people take longer. */
  readonly minFillMs: number;
  /** Distinct submissions (form tokens) per client. */
  readonly submissions: RatePolicy;
}

/** Failed admin sign-ins slow the next attempt down; they never lock an admin out (features/auth/sign-in/authorize.ts). */
export interface SignInLimits {
  readonly pair: RatePolicy;
  readonly client: RatePolicy;
  readonly target: RatePolicy;
  /** Distinct clients failing as one e-mail at which one line is logged: a warning, an error from the second on. */
  readonly targetAlertAt: readonly [number, number, number];
}

/** What the lead e-mails may cost a stranger's inbox. */
export interface MailLimits {
  /**
   * Confirmations one address receives, whatever client sent the forms: the per-client limit alone would
   * let many clients flood one inbox with our e-mails.
   */
  readonly confirmationsPerRecipient: RatePolicy;
}

/** What one booking link may change (features/booking/service.ts). */
export interface BookingLimits {
  /** Bookings, moves and cancellations of one request's call: each sends invitations to the buyer and to staff. */
  readonly changes: RatePolicy;
}

/** What one client may add to the visit figures (features/analytics). */
/** What a reply written on the desk may be, and how many one admin may send (features/admin/desk-reply.ts). */
export interface DeskReplyLimits {
  /** Characters of the reply's plain text. */
  readonly bodyMaxLength: number;
  /** Characters of its subject line. */
  readonly subjectMaxLength: number;
  /** Replies one admin sends, whatever the request. */
  readonly perAdmin: RatePolicy;
  /** Replies to one request, whoever sends them. */
  readonly perRequest: RatePolicy;
}

/** What one owner may send to addresses outside the team (features/team/invitations). */
export interface InvitationLimits {
  /** Invitations (and resends) one owner sends, on every instance. */
  readonly perOwner: RatePolicy;
}

export interface FigureLimits {
  /** Beacons counted per client; past it they are answered as usual and counted nowhere. */
  readonly beacons: RatePolicy;
}

/**
 * What a request may carry before anything reads it: refused by its headers alone where they tell
 * (platform/security/request-gate.ts), by a cheap count of its parts before any parsing otherwise
 * (platform/security/write-guard.ts).
 */
export interface RequestLimits {
  /** Any sign-in, sign-out or session post: an e-mail, a password, a token and a CSRF token fit many times over. */
  readonly authBodyBytes: number;
  /** Fields of a post to next-auth: it sends at most six. */
  readonly authFields: number;
  /** Any other post (server actions): Next's own serverActions.bodySizeLimit, over which it answers 500. */
  readonly actionBodyBytes: number;
  /** Parts of a multipart post: the longest form of the site sends under a hundred. */
  readonly formParts: number;
}

export interface Limits {
  readonly form: FormLimits;
  readonly figures: FigureLimits;
  readonly requests: RequestLimits;
  readonly signIn: SignInLimits;
  readonly mail: MailLimits;
  readonly booking: BookingLimits;
  readonly deskReply: DeskReplyLimits;
  readonly invitations: InvitationLimits;
}

const minute = 60_000;
const hour = 60 * minute;
const signInTargetAlertAt = [5, 20, 100] as const;

/**
 * Every limit the site enforces, with its numbers, as shipped: strict. A limit still to come joins this
 * table (and limitsWith, if a variable may relax it), so what the site allows is read in one file. A
 * policy's name keys its counters in the store: renaming one starts its counts afresh.
 */
export const defaultLimits: Limits = {
  form: {
    minFillMs: 3_000,
    submissions: { name: "form-submit", limit: 5, windowMs: 10 * minute },
  },
  figures: {
    /**
     * Sixty beacons in 10 minutes: a visitor reading a page every 10 seconds and filling in the form stays
     * under it, and one script cannot inflate the figures by more than that per address.
     */
    beacons: { name: "figure-beacons", limit: 60, windowMs: 10 * minute },
  },
  requests: {
    authBodyBytes: 8 * 1024,
    authFields: 16,
    actionBodyBytes: 1024 * 1024,
    formParts: 300,
  },
  signIn: {
    /**
     * Failures for one e-mail from one client. Three are free; after that the pair waits 2 s, then 4 s,
     * 8 s … up to 15 minutes since its last failure. Nobody else is slowed: the same e-mail from a client
     * that has not been failing, and other e-mails from this client, go on as before.
     */
    pair: {
      name: "sign-in-pair",
      windowMs: 60 * minute,
      limit: Number.POSITIVE_INFINITY,
      backoff: { free: 3, baseMs: 2_000, maxMs: 15 * minute },
    },
    /**
     * Failures from one client across every e-mail: what a password spray from one address looks like, and
     * each attempt costs a password hash. Thirty are free in 15 minutes, far above an office of people
     * mistyping; past that the client waits, doubling from 2 s up to 15 minutes.
     */
    client: {
      name: "sign-in-client",
      windowMs: 15 * minute,
      limit: Number.POSITIVE_INFINITY,
      backoff: { free: 30, baseMs: 2_000, maxMs: 15 * minute },
    },
    /**
     * Distinct clients failing as one e-mail in an hour. Nothing is refused (that would let anyone lock an
     * admin out); crossing each alert threshold writes one line to the log. The count stops at the last
     * threshold, so a large botnet adds no writes past it.
     */
    target: { name: "sign-in-target", windowMs: 60 * minute, limit: signInTargetAlertAt[2] },
    targetAlertAt: signInTargetAlertAt,
  },
  mail: {
    /**
     * Three a day: enough for someone who sends a request, then a correction, then one for a second team,
     * and too few for the form to be worth using to pester somebody else. Past it the request is still
     * stored and staff are still alerted; only the confirmation is left unsent.
     */
    confirmationsPerRecipient: { name: "confirmation-recipient", limit: 3, windowMs: 24 * hour },
  },
  booking: {
    /**
     * Ten changes a day for one request's call: a buyer who books, moves it twice, cancels and books again
     * uses five. Past it nothing changes and no invitation goes out, so a leaked link cannot flood the
     * buyer's or the staff member's inbox; the page says to try again the next day or write to us.
     */
    changes: { name: "booking-changes", limit: 10, windowMs: 24 * hour },
  },
  deskReply: {
    bodyMaxLength: 10_000,
    subjectMaxLength: 200,
    /**
     * Fifty an hour for one admin: a busy morning of answers is a dozen; a stolen session cannot turn the
     * site's sending domain into a spam cannon. Ten a day to one request: a conversation, not a flood.
     * Past either the reply is refused (the draft stays in the form) and nothing is sent.
     */
    perAdmin: { name: "desk-reply-admin", limit: 50, windowMs: hour },
    perRequest: { name: "desk-reply-request", limit: 10, windowMs: 24 * hour },
  },
  invitations: {
    /**
     * Twenty a day for one owner, resends included: a team of three grows by a handful; a stolen owner's
     * session cannot turn the invitation e-mail into a way to mail strangers. Past it nothing is stored or sent.
     */
    perOwner: { name: "team-invite-owner", limit: 20, windowMs: 24 * hour },
  },
};

/** The variables that may relax a limit, for benchmarks and tests only; platform/env/index.ts validates them. */
export interface LimitOverrides {
  readonly FORM_MIN_FILL_MS?: number | undefined;
  readonly FORM_RATE_LIMIT?: number | undefined;
}

/** The table with the environment's relaxations applied: the one place an override is read. */
export function limitsWith(overrides: LimitOverrides): Limits {
  const { form } = defaultLimits;
  return {
    ...defaultLimits,
    form: {
      minFillMs: overrides.FORM_MIN_FILL_MS ?? form.minFillMs,
      submissions: { ...form.submissions, limit: overrides.FORM_RATE_LIMIT ?? form.submissions.limit },
    },
  };
}
