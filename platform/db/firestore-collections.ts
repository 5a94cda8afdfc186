/**
 * Every Firestore collection the site writes: what a document is, its fields, and the field a TTL policy
 * deletes it by. The Firestore adapters take their collection names from here. A name is where live data
 * is, so it never changes once shipped; a new store adds its collections here. Each collection with a TTL
 * field needs its policy turned on once per project (README, "Deploying on Firebase", step 3):
 * `gcloud firestore fields ttls update <ttlField> --collection-group=<name> --enable-ttl`.
 */
export interface FirestoreCollection {
  readonly name: string;
  /** What one document is, and what its id is. */
  readonly holds: string;
  /** Every field the adapter writes, and what it holds. */
  readonly fields: Readonly<Record<string, string>>;
  /** The Timestamp field Firestore's TTL policy deletes documents by; null where only the site deletes them. */
  readonly ttlField: string | null;
  /**
   * Documents another feature keeps for one request, which live and die with it: their expiry moves with the
   * request's when staff touch it, and erasing or purging the request deletes them. Found by the document's id
   * (the request's id) or by a field holding that id. Declared here, so the request's adapter needs no code of
   * the features that own them.
   */
  readonly ofRequest?: { readonly by: "id" } | { readonly by: "field"; readonly field: string };
}

/** A request's documents all expire together, the retention period after its last contact. */
const requestExpiry = "expireAt";

export const firestoreCollections = {
  delegationRequests: {
    name: "delegationRequests",
    holds: "One delegation request, keyed by the form's idempotency key; the form's answers are fields named as in features/delegation/fields.ts.",
    fields: {
      id: "the public id (a UUID) the admin area addresses it by",
      reference: "the reference the visitor is shown, e.g. DR-7K2F9Q",
      createdAt: "Timestamp of the creation",
      status: "the status in the admin's workflow",
      consentAt: "Timestamp of the visitor's consent",
      source: "map: the page, referrer, utm_* tags and user agent it came with",
      statusHistory: "array of { status, by, at }",
      notes: "array of the staff's notes { id, author, body, at, kind, followUpOn }; kind and followUpOn absent on older notes",
      lastContactAt: "Timestamp of the creation or the latest status change or note by staff",
      owner: "the owning admin's e-mail, or null; absent until first assigned",
      assignments: "array of { owner, by, at }: every change of owner",
      followUpOn: "YYYY-MM-DD: the latest note's follow-up date, or null; absent until a note is typed",
      replyDueAt: "Timestamp: when the first reply is due (from the creation, or from a canceled call's cancellation); absent on requests stored before it until `npm run data:reindex` gives them one",
      [requestExpiry]: "Timestamp: lastContactAt plus the retention period",
    },
    ttlField: requestExpiry,
  },
  delegationReferences: {
    name: "delegationReferences",
    holds: "One reference handed out, keyed by it: what makes references unique without a query.",
    fields: {
      requestKey: "the id of the request's document",
      [requestExpiry]: "Timestamp: the request's expiry",
    },
    ttlField: requestExpiry,
  },
  delegationSearch: {
    name: "delegationSearch",
    holds: "A request's search entry, two per request (one per sort order), keyed by the order and the creation time.",
    fields: {
      sort: "the order the entry serves: newest or oldest",
      requestKey: "the id of the request's document",
      status: "the request's status",
      owner: "the owning admin's e-mail, or null",
      w: "map: true for every prefix of the words of the name, e-mail and company",
      r: "map: true for every role",
      [requestExpiry]: "Timestamp: the request's expiry",
    },
    ttlField: requestExpiry,
  },
  outboxMessages: {
    name: "outboxMessages",
    holds: "One message the site owes (a request's confirmation, staff alert, webhook call or call invitations, or any other feature's), with its owner, keyed by its id: the SMTP Message-ID's local part and the webhook-id.",
    fields: {
      owner: "the owner's key, `<kind>:<id>` (`request:<public id>`, …); absent on messages written before owners had a key, which are a request's",
      requestId: "on a request's messages only (all those written before owners had a key): the public id of the request",
      channel: "the kind of message, as the feature that sends it declares it: buyer-confirmation, staff-alert, webhook, call-buyer, call-staff, owner-notice, …",
      recipients: "array: the e-mail addresses, or the webhook's URL",
      payload: "map: { kind: mail, subject, text, html, calendar? { method, content } } or { kind: webhook, body }, composed once",
      state: "pending, sent, failed (gave up after the attempt limit) or bounced (refused for good at SMTP time)",
      attemptCount: "every try made",
      attempts: "array of the latest tries { at, ok, error }",
      nextAttemptAt: "Timestamp when it is due (while claimed: the lease's end); null once settled",
      lease: "map { holder, until } while a deliverer holds it, else null",
      createdAt: "Timestamp of its creation (a request's first messages: the request's)",
      sentAt: "Timestamp of the successful try, else null",
      [requestExpiry]: "Timestamp: the owner's expiry (a request's, moved with it)",
    },
    ttlField: requestExpiry,
    // A request's messages only: the documents carrying its id in requestId; other owners' messages have none.
    ofRequest: { by: "field", field: "requestId" },
  },
  bookings: {
    name: "bookings",
    holds: "A request's call (one per request; a new call after a cancellation replaces it), keyed by the request's public id.",
    fields: {
      requestId: "the public id of the request it belongs to",
      generation: "how many calls the request has booked: part of the calendar UID",
      admin: "the e-mail of the admin taking the call",
      start: "Timestamp: the call's start",
      end: "Timestamp: the call's end",
      kind: "phone or video",
      phone: "the number to call for a phone call, else null",
      status: "booked or canceled",
      sequence: "the calendar SEQUENCE: 0 when booked, one more on each reschedule and the cancellation",
      createdAt: "ISO 8601 string of the booking",
      updatedAt: "ISO 8601 string of the latest change",
      canceledAt: "ISO 8601 string of the cancellation, else null",
      events: "array of { type, at, start, admin, by? }: booked, rescheduled, canceled, handed-over (by: the admin who did it; absent for the buyer)",
      meetingUrl: "the video meeting link the buyer's latest invitation carries, or empty",
      linkUpdateDueAt: "Timestamp when an updated invitation with the admin's changed meeting link is owed, else null",
      kept: "map { admin, owner } staff left the call with although the desk flagged it, else null",
      [requestExpiry]: "Timestamp: the request's expiry, moved with it",
    },
    ttlField: requestExpiry,
    ofRequest: { by: "id" },
  },
  bookingSlots: {
    name: "bookingSlots",
    holds: "One admin's time held by a booked call, keyed by the URI-encoded admin e-mail and the start: created only, so one slot has one holder.",
    fields: {
      admin: "the e-mail of the admin taking the call",
      start: "Timestamp: the call's start",
      end: "Timestamp: the call's end",
      requestId: "the public id of the request whose call holds it",
      [requestExpiry]: "Timestamp: the request's expiry, moved with it",
    },
    ttlField: requestExpiry,
    ofRequest: { by: "field", field: "requestId" },
  },
  bookingZones: {
    name: "bookingZones",
    holds: "The zone a buyer last chose on the booking step, keyed by the request's public id.",
    fields: {
      requestId: "the public id of the request it belongs to",
      timeZone: "an IANA zone from the site's list",
      chosenAt: "ISO 8601 string of the choice",
      [requestExpiry]: "Timestamp: the request's expiry, moved with it",
    },
    ttlField: requestExpiry,
    ofRequest: { by: "id" },
  },
  bookingRotation: {
    name: "bookingRotation",
    holds: "One document, `current`: whose turn the next call of a request nobody owns is.",
    fields: {
      last: "the e-mail of the admin the last such call went to",
    },
    ttlField: null,
  },
  admins: {
    name: "admins",
    holds: "One local admin (e-mail and password), keyed by the normalized e-mail.",
    fields: {
      id: "a UUID",
      passwordHash: "the scrypt hash with its parameters",
      createdAt: "ISO 8601 string",
    },
    ttlField: null,
  },
  adminSessions: {
    name: "adminSessions",
    holds: "One admin's session version, keyed by the normalized e-mail; Google admins have one too.",
    fields: {
      version: "moved on to end every session signed in with an earlier one",
      revokedAt: "ISO 8601 string of the last revocation",
    },
    ttlField: null,
  },
  adminFactors: {
    name: "adminFactors",
    holds: "One password admin's second factor, keyed by the normalized e-mail; removed by admin:reset-factor.",
    fields: {
      sealedSecret: "the TOTP secret, AES-256-GCM under a key derived from NEXTAUTH_SECRET",
      confirmedAt: "ISO 8601 string of the first code, or null while the enrollment waits for it",
      lastStep: "the last TOTP time step a code was accepted for, or null: an earlier or equal step is a replay",
      recoveryCodes: "array of the unused recovery codes' SHA-256 hashes",
      createdAt: "ISO 8601 string of the enrollment's start",
    },
    ttlField: null,
  },
  adminSessionRecords: {
    name: "adminSessionRecords",
    holds: "One signed-in admin session, keyed by the random id its token carries; deleted at sign-out.",
    fields: {
      email: "the admin's normalized e-mail",
      provider: "password or firebase",
      uid: "the Firebase user of a Google admin; null for a password admin",
      device: "the browser and system signed in on, in a few words told from the User-Agent (\"Chrome on Android\"); absent before it was recorded",
      signedInAt: "milliseconds since the epoch of the sign-in",
      lastSeenAt: "milliseconds since the epoch of the admin's last request (not a cookie renewal)",
      claimCheckedAt: "milliseconds since the epoch of the last read of a Google admin's claim",
      expiresAt: "Timestamp of the session's absolute end",
    },
    ttlField: "expiresAt",
  },
  adminSignInClaims: {
    name: "adminSignInClaims",
    holds: "One finished password sign-in already turned into a session, keyed by its pending token's random id; made once with create().",
    fields: {
      expiresAt: "Timestamp of the pending token's end, after which the token is refused anyway",
    },
    ttlField: "expiresAt",
  },
  teamMembers: {
    name: "teamMembers",
    holds: "One admin in the team directory, from their first sign-in, keyed by the URI-encoded normalized e-mail.",
    fields: {
      email: "the admin's normalized e-mail",
      name: "the name they gave, or empty",
      takesCalls: "whether they take calls from buyers",
      daysOff: "array of ISO weekdays (1 Monday to 7 Sunday) they do not work, on their own calendar",
      meetingUrl: "their own https video meeting link for booked video calls, or empty",
      hours: "map of their own working hours (the time zone, and opens and closes as { hour, minute }), or null for the team's; absent on older profiles",
      datesOff: "array of { start, end } (YYYY-MM-DD, both included) on their own calendar; absent on older profiles",
      joinedAt: "ISO 8601 string of their first sign-in",
      morningDigest: "false once they turned the reminder sweep's morning digest off; absent (on) on older profiles",
      role: '"owner" or "member"; absent on profiles stored before roles, which read as owners',
      removedAt: "ISO 8601 string of their removal from the team (their name stays on their notes and history), or null; absent on older profiles",
    },
    ttlField: null,
  },
  teamAudit: {
    name: "teamAudit",
    holds: "One change of the team (a role given, a removal, an invitation), under an automatic id; kept while the site runs, shown on /admin/team.",
    fields: {
      at: "ISO 8601 string of the change",
      by: "the e-mail of the owner who made it, or the command that did (e.g. admin:create)",
      action: '"role", "removed" or "invited"',
      subject: "the e-mail of the admin (or invited address) it was done to",
      role: '"owner" or "member" for a role given or an invitation; null for a removal',
    },
    ttlField: null,
  },
  teamInvitations: {
    name: "teamInvitations",
    holds: "One invitation to the team, keyed by the URI-encoded lower-cased address it was sent to; a new invitation replaces a settled or expired one.",
    fields: {
      address: "the invited e-mail address, lower-cased",
      role: '"owner" or "member": the role the account is made with',
      inviter: "the e-mail of the owner who sent it (or resent it last)",
      createdAt: "ISO 8601 string of its sending or latest resend",
      expiresAt: "ISO 8601 string: 72 hours after createdAt, when the link stops working",
      tokenHash: "the SHA-256 of the link's token, base64url (the token itself is never stored); a resend replaces it",
      state: "pending, accepted or canceled",
      settledAt: "ISO 8601 string of its acceptance or cancellation, or null",
      keepUntil: "Timestamp: 30 days after the link's end or the invitation's settling, when the TTL policy deletes it",
    },
    ttlField: "keepUntil",
  },
  rateLimits: {
    name: "rateLimits",
    holds: "One counter per policy, hashed subject and window (`<policy>:<subject>:<window>`), and one document per counted member (`<counter>~<member>`).",
    fields: {
      count: "hits counted in the window (counters only)",
      lastAt: "milliseconds since the epoch of the last counted hit (counters only)",
      at: "milliseconds since the epoch of the hit that counted the member (members only)",
      expiresAt: "Timestamp after which the window no longer counts",
    },
    ttlField: "expiresAt",
  },
  figureCounts: {
    name: "figureCounts",
    holds: "One shard of one day's visit and conversion counters (`<day>~<shard>`); a day's counts are the sum over its shards. Nothing identifies a visitor.",
    fields: {
      day: "YYYY-MM-DD on the team's calendar",
      shard: "the shard's number, from 0",
      counts: "map: dimension (view, visit, referrer, campaign, form, stored-campaign) to a map of `v` + the URI-encoded value to its count",
      expireAt: "Timestamp: the day's start plus the figures' retention (25 months)",
    },
    ttlField: "expireAt",
  },
  figureValues: {
    name: "figureValues",
    holds: "One day's distinct values per dimension, keyed by the day: what the cap on distinct values is checked against.",
    fields: {
      day: "YYYY-MM-DD on the team's calendar",
      values: "map: dimension to a map of `v` + the URI-encoded value to true",
      expireAt: "Timestamp: the day's start plus the figures' retention (25 months)",
    },
    ttlField: "expireAt",
  },
  reminderKeys: {
    name: "reminderKeys",
    holds: "One reminder the sweep wrote (due soon, overdue, the morning digest), keyed by a SHA-256 of its key: created with its outbox message, so each goes out once.",
    fields: {
      key: "the reminder's key: `<kind>:<request id or admin e-mail>:<due time or day>`",
      writtenAt: "Timestamp of the sweep that wrote it",
      expireAt: "Timestamp: long past any due time a sweep still reads",
    },
    ttlField: "expireAt",
  },
  erasures: {
    name: "erasures",
    holds: "One erasure staff carried out, keyed by a random id: what a restored backup must not bring back. It holds no address.",
    fields: {
      kind: "visitor (everything from one address) or request (the requests named)",
      requestIds: "array of the erased requests' ids",
      addressHash: "HMAC-SHA-256 of the visitor's normalized e-mail under a key derived from the session secret (hex); null for a request",
      keyId: "which key made addressHash (a fingerprint of it); null for a request",
      erasedAt: "Timestamp of the erasure",
      expireAt: "Timestamp: the erasure plus the requests' retention period, after which no restore can bring them back",
    },
    ttlField: "expireAt",
  },
} as const satisfies Record<string, FirestoreCollection>;
