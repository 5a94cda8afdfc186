/** What the admin area says about how the site tells people of a lead (features/outbox/config.ts decides it). */
export const mailStatusCopy = {
  files: {
    heading: "E-mail is not configured",
    body: (folder: string) =>
      `SMTP_URL is not set, so no e-mail leaves this server: each confirmation and staff alert is written as an .eml file under ${folder} instead. Set SMTP_URL to send them.`,
  },
  off: {
    heading: "E-mail is off",
    body: (webhook: boolean) =>
      webhook
        ? "No e-mail is sent (SMTP_URL is not set): new requests reach the team through the webhook only, and buyers get no confirmation."
        : "No e-mail is sent and no webhook is set: nobody is told of a new request, and buyers get no confirmation. Set SMTP_URL.",
  },
} as const;
