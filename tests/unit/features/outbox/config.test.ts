/** @jest-environment node */
import { parseEnv } from "@/platform/env";
import { messagingConfig, messagingRefusal } from "@/features/outbox/config";
import { flushAuthorization } from "@/features/outbox/flush-auth";
import { adminRequestUrl } from "@/features/delegation/outbox-messages";

const deployed = { NODE_ENV: "production", SITE_URL: "https://www.openseat.example", NEXTAUTH_SECRET: "x".repeat(40) };

describe("how the site tells people of a lead", () => {
  it("writes .eml files on a local run without SMTP_URL, and defaults the sender and inbox to the contact e-mail", () => {
    const config = messagingConfig(parseEnv({ DATA_DIR: "/srv/data" }), "hello@openseat.example");
    expect(config).toMatchObject({ mail: "files", from: "hello@openseat.example", salesInbox: ["hello@openseat.example"], mailDir: "/srv/data/mail" });
  });

  it("sends through SMTP when set, to every address of SALES_INBOX, from MAIL_FROM", () => {
    const config = messagingConfig(
      parseEnv({ ...deployed, SMTP_URL: "smtps://user:pw@smtp.provider.example:465", MAIL_FROM: "OpenSeat <leads@openseat.example>", SALES_INBOX: "a@openseat.example, b@openseat.example" }),
      "hello@openseat.example",
    );
    expect(config).toMatchObject({ mail: "smtp", from: "OpenSeat <leads@openseat.example>", salesInbox: ["a@openseat.example", "b@openseat.example"] });
  });

  it("never writes .eml files in a deployment, nor when mail is disabled", () => {
    expect(messagingConfig(parseEnv({ ...deployed, NOTIFY_WEBHOOK_URL: "https://hooks.example.org/x" }), "h@openseat.example").mail).toBe("off");
    expect(messagingConfig(parseEnv({ K_SERVICE: "openseat", NODE_ENV: "production" }), "h@openseat.example").mail).toBe("off");
    expect(messagingConfig(parseEnv({ MAIL_DISABLED: "true" }), "h@openseat.example").mail).toBe("off");
  });

  it("refuses a deployment with neither SMTP nor a webhook, unless mail is disabled on purpose", () => {
    expect(messagingRefusal(parseEnv(deployed))).toMatch(/^Refusing to start: neither SMTP_URL nor NOTIFY_WEBHOOK_URL is set/);
    expect(messagingRefusal(parseEnv({ ...deployed, MAIL_DISABLED: "true" }))).toBeNull();
    expect(messagingRefusal(parseEnv({ ...deployed, SMTP_URL: "smtp://smtp.provider.example:587" }))).toBeNull();
    expect(messagingRefusal(parseEnv({ ...deployed, NOTIFY_WEBHOOK_URL: "https://hooks.example.org/x" }))).toBeNull();
    expect(messagingRefusal(parseEnv({}))).toBeNull();
  });

  it("rejects malformed mail settings at start", () => {
    expect(() => parseEnv({ SMTP_URL: "https://smtp.provider.example" })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(() => parseEnv({ SALES_INBOX: "a@openseat.example, not-an-address" })).toThrow(/SALES_INBOX/);
    expect(() => parseEnv({ MAIL_FROM: "Name <a@b.example>\r\nBcc: x@y.example" })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ NOTIFY_WEBHOOK_SECRET: "not-a-secret" })).toThrow(/NOTIFY_WEBHOOK_SECRET/);
    expect(() => parseEnv({ OUTBOX_CRON_SECRET: "short" })).toThrow(/OUTBOX_CRON_SECRET/);
  });

  it("links the staff alert to the request's admin page on the public address", () => {
    expect(adminRequestUrl(new URL("https://www.openseat.example"), "a1b2")).toBe("https://www.openseat.example/admin/requests/a1b2");
  });
});

describe("the flush endpoint's bearer token", () => {
  const secret = "s".repeat(40);
  it("allows the exact secret only", () => {
    expect(flushAuthorization(`Bearer ${secret}`, secret)).toBe("allowed");
    expect(flushAuthorization(`bearer ${secret}`, secret)).toBe("allowed");
    expect(flushAuthorization(`Bearer ${secret}x`, secret)).toBe("unauthorized");
    expect(flushAuthorization(secret, secret)).toBe("unauthorized");
    expect(flushAuthorization(null, secret)).toBe("unauthorized");
    expect(flushAuthorization("Bearer ", secret)).toBe("unauthorized");
  });

  it("is disabled without a configured secret, whatever is sent", () => {
    expect(flushAuthorization("Bearer anything", undefined)).toBe("disabled");
  });
});
