import "server-only";
import { z } from "zod";

/**
 * Every environment variable the server reads, validated in one place.
 * All are optional locally: `npm start` works on a fresh clone with none set.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    SITE_URL: z.url().default("http://localhost:3000"),
    DATA_DIR: z.string().trim().min(1).default(".data"),
    DATA_STORE: z.enum(["sqlite", "firestore"]).default("sqlite"),
    FIREBASE_PROJECT_ID: optionalText,
    FIREBASE_CLIENT_EMAIL: optionalText,
    /** Service-account key with its newlines escaped as \n, as most secret stores keep it. */
    FIREBASE_PRIVATE_KEY: optionalText,
    GOOGLE_APPLICATION_CREDENTIALS: optionalText,
    FIRESTORE_EMULATOR_HOST: optionalText,
    /** Local Authentication emulator (tests, local runs); a production deployment refuses to start with it. */
    FIREBASE_AUTH_EMULATOR_HOST: optionalText,
    FIREBASE_DATABASE_EMULATOR_HOST: optionalText,
    FIREBASE_STORAGE_EMULATOR_HOST: optionalText,
    /** Set by Cloud Run (and so Firebase App Hosting): marks a deployment even without a public SITE_URL. */
    K_SERVICE: optionalText,
    NEXTAUTH_SECRET: optionalText,
    NEXTAUTH_URL: optionalText,
    /** Signs the delegation form's tokens; generated into DATA_DIR when unset. */
    FORM_SECRET: optionalText.pipe(z.string().min(32).optional()),
    /** Benchmark and test relaxations only; unset keeps the strict defaults (3 s fill time, 5 posts per 10 minutes). */
    FORM_MIN_FILL_MS: optionalText.pipe(z.coerce.number<string>().int().min(0).optional()),
    FORM_RATE_LIMIT: optionalText.pipe(z.coerce.number<string>().int().min(1).optional()),
    /** Proxies in front of the server that append to X-Forwarded-For; 0 trusts only the socket address. */
    TRUSTED_PROXY_HOPS: optionalText.pipe(z.coerce.number<string>().int().min(0).max(10).default(0)),
    NOTIFY_WEBHOOK_URL: z
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined)),
  })
  .superRefine((env, ctx) => {
    if (env.DATA_STORE !== "firestore") return;
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
  });

export type ServerEnv = z.infer<typeof envSchema>;

/** Parses an environment; throws one message naming every missing or malformed variable. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new Error(`Invalid environment:\n  - ${problems.join("\n  - ")}`);
}

let cached: ServerEnv | undefined;

export function getEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
