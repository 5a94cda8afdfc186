import "server-only";
import { z } from "zod";
import { BACKUP_RETENTION_DAYS } from "@/platform/config/backup-retention";
import { limitsWith, type Limits } from "@/platform/config/limits";
import { localAddress } from "@/platform/config/local-address";
import { sessionSettingsFrom, type SessionSettings } from "@/platform/env/session-settings";

/**
 * Every environment variable the server reads, validated in one place.
 * All are optional locally: `npm start` works on a fresh clone with none set.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** `address@host` or `Display Name <address@host>`, without line breaks (they would start a new header). */
const mailbox = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** The port the server listens on; the unset SITE_URL follows it (platform/config/local-address.ts). */
    PORT: optionalText.pipe(z.string().regex(/^\d{1,5}$/, "must be a port number").optional()),
    /** Unset: the local address (see below). */
    SITE_URL: optionalText.pipe(z.url().optional()),
    DATA_DIR: z.string().trim().min(1).default(".data"),
    DATA_STORE: z.enum(["sqlite", "firestore"]).default("sqlite"),
    /** The build folder `next start` serves (next.config.ts builds to it); tests and the bench use their own. */
    NEXT_DIST_DIR: optionalText.pipe(z.string().default(".next")),
    FIREBASE_PROJECT_ID: optionalText,
    FIREBASE_CLIENT_EMAIL: optionalText,
    /** Service-account key with its newlines escaped as \n, as most secret stores keep it. */
    FIREBASE_PRIVATE_KEY: optionalText,
    GOOGLE_APPLICATION_CREDENTIALS: optionalText,
    FIRESTORE_EMULATOR_HOST: optionalText,
    /**
     * The Firestore database the site opens: unset, the project's "(default)". After a backup is restored into a
     * new database (docs/backups.md), its id points the site at it.
     */
    FIRESTORE_DATABASE_ID: optionalText.pipe(
      z
        .string()
        .regex(/^(?:\(default\)|[a-z][a-z0-9-]{2,61}[a-z0-9])$/, "must be (default) or 4-63 lower-case letters, digits and hyphens, starting with a letter")
        .optional(),
    ),
    /** Local Authentication emulator (tests, local runs); a production deployment refuses to start with it. */
    FIREBASE_AUTH_EMULATOR_HOST: optionalText,
    FIREBASE_DATABASE_EMULATOR_HOST: optionalText,
    FIREBASE_STORAGE_EMULATOR_HOST: optionalText,
    /** Set by Cloud Run (and so Firebase App Hosting): marks a deployment even without a public SITE_URL. */
    K_SERVICE: optionalText,
    /** `test` accepts made-up ID tokens in tests; a production deployment refuses to start with it. */
    FIREBASE_AUTH_VERIFIER: z
      .enum(["firebase", "test", ""])
      .optional()
      .transform((value) => (value === "" || value === undefined ? "firebase" : value)),
    /** The public web app configuration "Sign in with Google" needs; read at run time, so one build serves with or without it. */
    /**
     * `off` lets password admins sign in without a code from an authenticator app: for local test runs
     * only, and a production deployment refuses to start with it. Unset (or `on`): the code is required.
     */
    ADMIN_SECOND_FACTOR: z
      .enum(["on", "off", ""])
      .optional()
      .transform((value) => (value === "off" ? "off" : "on")),
    NEXT_PUBLIC_FIREBASE_API_KEY: optionalText,
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: optionalText,
    NEXT_PUBLIC_FIREBASE_DATABASE_URL: optionalText,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: optionalText,
    NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: optionalText,
    NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: optionalText,
    NEXT_PUBLIC_FIREBASE_APP_ID: optionalText,
    NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: optionalText,
    /** An admin session's absolute lifetime from sign-in, which renewing the cookie never extends (8 hours). */
    ADMIN_SESSION_MAX_AGE_SECONDS: optionalText.pipe(z.coerce.number<string>().int().min(10).max(7 * 24 * 3600).default(8 * 3600)),
    /** Without a request of the admin's own for this long, the session ends (30 minutes). */
    ADMIN_SESSION_IDLE_SECONDS: optionalText.pipe(z.coerce.number<string>().int().min(10).max(24 * 3600).default(30 * 60)),
    /** How often a Google admin's claim is read again from Firebase Authentication: at most every 5 minutes. */
    ADMIN_CLAIM_CHECK_SECONDS: optionalText.pipe(z.coerce.number<string>().int().min(1).max(300).default(300)),
    NEXTAUTH_SECRET: optionalText,
    NEXTAUTH_URL: optionalText,
    /** Signs the delegation form's tokens; generated into DATA_DIR when unset. */
    FORM_SECRET: optionalText.pipe(z.string().min(32).optional()),
    /** Benchmark and test relaxations only; unset keeps the strict defaults. platform/config/limits.ts applies them. */
    FORM_MIN_FILL_MS: optionalText.pipe(z.coerce.number<string>().int().min(0).optional()),
    FORM_RATE_LIMIT: optionalText.pipe(z.coerce.number<string>().int().min(1).optional()),
    /** Proxies in front of the server that append to X-Forwarded-For; 0 trusts only the socket address. */
    TRUSTED_PROXY_HOPS: optionalText.pipe(z.coerce.number<string>().int().min(0).max(10).default(0)),
    /**
     * How long requests already being answered may run after SIGTERM (with NEXT_MANUAL_SIG_HANDLE set). Cloud
     * Run kills an instance 10 s after the signal: 8 s leaves time for the last log lines.
     */
    SHUTDOWN_GRACE_MS: optionalText.pipe(z.coerce.number<string>().int().min(0).max(60_000).default(8_000)),
    NOTIFY_WEBHOOK_URL: z
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Signs every webhook call per Standard Webhooks: `whsec_` and a base64 key. */
    NOTIFY_WEBHOOK_SECRET: optionalText.pipe(
      z.string().regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, "must be whsec_ followed by a base64 key").optional(),
    ),
    /** The outgoing mail server, credentials in the URL; unset writes .eml files under DATA_DIR/mail (locally only). */
    SMTP_URL: optionalText.pipe(
      z
        .url()
        .refine((value) => /^smtps?:\/\//i.test(value), "must start with smtp:// or smtps://")
        .optional(),
    ),
    /** The sender of every e-mail, e.g. `OpenSeat <hello@example.com>`; unset: the company's contact e-mail. */
    MAIL_FROM: optionalText.pipe(z.string().regex(mailbox, "must be an e-mail address, optionally as Name <address>").optional()),
    /** Comma-separated staff addresses that receive each new request's alert; unset: the company's contact e-mail. */
    SALES_INBOX: optionalText.pipe(
      z
        .string()
        .transform((value) => value.split(",").map((address) => address.trim()).filter(Boolean))
        .pipe(z.array(z.email("must be comma-separated e-mail addresses")).min(1))
        .optional(),
    ),
    /** `true` lets a deployment start with no way to tell anyone of a lead (no SMTP_URL, no NOTIFY_WEBHOOK_URL). */
    MAIL_DISABLED: z
      .enum(["true", "false", ""])
      .optional()
      .transform((value) => value === "true"),
    /** The Bearer token POST /api/outbox/flush requires (the scheduler's call); unset, the endpoint answers 404. */
    OUTBOX_CRON_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    /** A folder for the scheduled daily copy of the SQLite database (docs/backups.md); unset, none is taken. */
    BACKUP_DIR: optionalText,
    /** How many daily copies BACKUP_DIR keeps; older ones are deleted after each new one. The privacy policy's limit caps it. */
    BACKUP_KEEP: optionalText.pipe(
      z.coerce
        .number<string>()
        .int()
        .min(1)
        .max(BACKUP_RETENTION_DAYS, `must be at most ${BACKUP_RETENTION_DAYS}: the privacy policy promises backups are kept at most ${BACKUP_RETENTION_DAYS / 7} weeks`)
        .default(14),
    ),
    /** When the day's copy is taken, as HH:MM on the team's clock (platform/business-hours/settings.ts): a quiet hour. */
    BACKUP_AT: optionalText.pipe(
      z
        .string()
        .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "must be a time of day as HH:MM, 24-hour")
        .default("03:00"),
    ),
    /** Tests only: how often each server process looks whether the day's copy is due (platform/backup/schedule.ts). */
    BACKUP_TIMER_MS: optionalText.pipe(z.coerce.number<string>().int().min(100).default(5 * 60_000)),
    /** Tests only: the outbox's first retry delay, lease and attempt limit, and the server's delivery timer (features/outbox/settings.ts). */
    OUTBOX_BACKOFF_MS: optionalText.pipe(z.coerce.number<string>().int().min(0).optional()),
    OUTBOX_LEASE_MS: optionalText.pipe(z.coerce.number<string>().int().min(100).optional()),
    OUTBOX_ATTEMPT_LIMIT: optionalText.pipe(z.coerce.number<string>().int().min(1).optional()),
    OUTBOX_TIMER_MS: optionalText.pipe(z.coerce.number<string>().int().min(100).optional()),
    /** Tests only: how long meeting-link changes are gathered into one updated invitation (features/booking/call-changes.ts). */
    MEETING_LINK_UPDATE_DELAY_MS: optionalText.pipe(z.coerce.number<string>().int().min(0).optional()),
  })
  .superRefine((env, ctx) => {
    if (env.DATA_STORE !== "firestore") return;
    if (env.BACKUP_DIR) {
      ctx.addIssue({
        code: "custom",
        path: ["BACKUP_DIR"],
        message: "copies the SQLite database only; Firestore's backups are scheduled with gcloud (docs/backups.md)",
      });
    }
    // On Cloud Run (Firebase App Hosting) the service's own account signs in through Application
    // Default Credentials, and App Hosting names the project in FIREBASE_CONFIG: nothing to set.
    if (env.K_SERVICE && !env.FIREBASE_CLIENT_EMAIL && !env.FIREBASE_PRIVATE_KEY) return;
    if (env.GOOGLE_APPLICATION_CREDENTIALS || env.FIRESTORE_EMULATOR_HOST) {
      if (!env.FIREBASE_PROJECT_ID && !env.FIRESTORE_EMULATOR_HOST) {
        ctx.addIssue({ code: "custom", path: ["FIREBASE_PROJECT_ID"], message: "is required when DATA_STORE=firestore" });
      }
      return;
    }
    for (const key of ["FIREBASE_PROJECT_ID", "FIREBASE_CLIENT_EMAIL", "FIREBASE_PRIVATE_KEY"] as const) {
      if (!env[key]) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: "is required when DATA_STORE=firestore (or set GOOGLE_APPLICATION_CREDENTIALS)",
        });
      }
    }
  })
  .transform((env) => ({ ...env, SITE_URL: env.SITE_URL ?? localAddress(env) }));

export type ServerEnv = z.infer<typeof envSchema>;

/** Parses an environment; throws one message naming every missing or malformed variable, and what to do. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new Error(
    [
      "Invalid environment:",
      ...problems.map((problem) => `  - ${problem}`),
      "Correct or unset each variable named above (.env.example and the README's \"Environment variables\" describe them), then start again.",
    ].join("\n"),
  );
}

let cached: ServerEnv | undefined;

export function getEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The limits in force in this process: platform/config/limits.ts's table with this environment's relaxations. */
export function getSessionSettings(): SessionSettings {
  return sessionSettingsFrom(getEnv());
}

export function getLimits(): Limits {
  return limitsWith(getEnv());
}
