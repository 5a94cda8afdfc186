import "server-only";
import path from "node:path";
import { isProductionDeployment } from "@/platform/server/deployment";
import type { ServerEnv } from "@/platform/env";

/** How this server tells people of a lead, decided once from the environment. */
export interface MessagingConfig {
  /** "smtp": sent through SMTP_URL; "files": written as .eml files (local only); "off": no e-mail at all. */
  readonly mail: "smtp" | "files" | "off";
  readonly smtpUrl: string | undefined;
  readonly from: string;
  readonly salesInbox: readonly string[];
  readonly webhookUrl: string | undefined;
  readonly webhookSecret: string | undefined;
  readonly siteUrl: URL;
  readonly mailDir: string;
}

export type MessagingEnv = Pick<
  ServerEnv,
  | "SMTP_URL"
  | "MAIL_FROM"
  | "SALES_INBOX"
  | "MAIL_DISABLED"
  | "NOTIFY_WEBHOOK_URL"
  | "NOTIFY_WEBHOOK_SECRET"
  | "SITE_URL"
  | "DATA_DIR"
  | "NODE_ENV"
  | "NEXTAUTH_URL"
  | "K_SERVICE"
  | "PORT"
>;

/**
 * A deployment never writes .eml files: nobody reads an instance's disk. Without SMTP it sends no e-mail
 * (and starts only if the webhook or MAIL_DISABLED says someone hears of leads another way).
 */
export function messagingConfig(env: MessagingEnv, contactEmail: string): MessagingConfig {
  const mail = env.SMTP_URL ? "smtp" : env.MAIL_DISABLED || isProductionDeployment(env) ? "off" : "files";
  return {
    mail,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? contactEmail,
    salesInbox: env.SALES_INBOX ?? [contactEmail],
    webhookUrl: env.NOTIFY_WEBHOOK_URL,
    webhookSecret: env.NOTIFY_WEBHOOK_SECRET,
    siteUrl: new URL(env.SITE_URL),
    mailDir: path.resolve(env.DATA_DIR, "mail"),
  };
}

/** Why a deployment must not start as configured, or null: with neither mail nor webhook, a lead would go unheard. */
export function messagingRefusal(env: MessagingEnv): string | null {
  if (!isProductionDeployment(env) || env.SMTP_URL || env.NOTIFY_WEBHOOK_URL || env.MAIL_DISABLED) return null;
  return [
    "Refusing to start: neither SMTP_URL nor NOTIFY_WEBHOOK_URL is set, so nobody would hear of a new delegation request " +
      "and no buyer would get a confirmation.",
    'Set SMTP_URL (smtps://user:password@smtp.provider.example:465; README: "E-mail and the outbox"), or NOTIFY_WEBHOOK_URL, ' +
      "or set MAIL_DISABLED=true to run without them on purpose.",
  ].join("\n");
}
