/** @jest-environment node */
import path from "node:path";
import { deskOutbox } from "@/features/admin/outbox-kinds";
import { callChannels } from "@/features/booking/outbox-channels";
import { openDatabase } from "@/platform/db/sqlite";
import { requestChannels, requestOwner } from "@/features/delegation/outbox-channels";
import { defineOutboxChannel, mailPayloadSchema, outboxRegistry, webhookPayloadSchema } from "@/features/outbox/channels";
import { emlFolder } from "@/features/outbox/mail-transport";
import { defineOutboxOwner, earlierOwnerKind, ownerFromKey, ownerKey } from "@/features/outbox/owners";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";

const mail = { kind: "mail" as const, subject: "Join the desk", text: "t", html: "<p>h</p>" };

describe("an outbox owner", () => {
  it("is one key, <kind>:<id>, that gives back the same owner whatever the id holds", () => {
    for (const id of ["5f0c2f9e-0d7a-4f43-8d7e-2d0b1f3c9a11", "sam@openseat.example", "a:b:c", ".."]) {
      const owner = defineOutboxOwner("team-invitation").of(id);
      expect(ownerKey(owner)).toBe(`team-invitation:${id}`);
      expect(ownerFromKey(ownerKey(owner))).toEqual(owner);
    }
    expect(() => ownerFromKey("no-colon")).toThrow();
  });

  it("has a kind of lower-case words, never one a request id or a path could be mistaken for", () => {
    for (const kind of ["request", "invitation", "staff-digest"]) expect(defineOutboxOwner(kind).kind).toBe(kind);
    for (const kind of ["", "Request", "request2", "a:b", "a.b", "-a", "a-", "a/b", "x".repeat(41)]) expect(() => defineOutboxOwner(kind)).toThrow();
  });

  it("has an id of one line, at most 200 characters", () => {
    const invitation = defineOutboxOwner("invitation");
    for (const id of ["", "a\nb", "a\u0000", "x".repeat(201)]) expect(() => invitation.of(id)).toThrow();
  });

  it("of the request is the kind every message stored before owners had a key belongs to", () => {
    expect(requestOwner.kind).toBe(earlierOwnerKind);
  });

  it("can be written to an outbox that is the only store on its file", async () => {
    const outbox = createSqliteOutboxStore(openDatabase(".", ":memory:"));
    const owner = defineOutboxOwner("invitation").of("probe");
    await outbox.enqueue(owner, [{ channel: "team-invitation", recipients: ["sam@openseat.example"], payload: mail }], { at: "2026-03-02T10:00:00.000Z", expiresAt: "2026-03-09T10:00:00.000Z" });
    expect((await outbox.listForOwner(owner)).map((message) => message.owner)).toEqual([owner]);
  });
});

describe("an owner's .eml folder", () => {
  const mailDir = path.join("/data", "mail");
  it("is a request's own folder at the top, where it always was", () => {
    expect(emlFolder(mailDir, requestOwner.of("5f0c2f9e-0d7a-4f43-8d7e-2d0b1f3c9a11"))).toBe("/data/mail/5f0c2f9e-0d7a-4f43-8d7e-2d0b1f3c9a11");
  });

  it("is any other owner's under its kind's folder, one step whatever the id", () => {
    const invitation = defineOutboxOwner("invitation");
    expect(emlFolder(mailDir, invitation.of("sam@openseat.example"))).toBe("/data/mail/invitation/sam%40openseat.example");
    expect(emlFolder(mailDir, invitation.of("a/../../etc"))).toBe("/data/mail/invitation/a%2F..%2F..%2Fetc");
    expect(emlFolder(mailDir, invitation.of(".."))).toBe("/data/mail/invitation/%2E.");
    expect(emlFolder(mailDir, invitation.of("."))).toBe("/data/mail/invitation/%2E");
  });
});

describe("a channel, the kind of message a feature declares", () => {
  const invitation = defineOutboxChannel({ name: "team-invitation", label: "Invitation to the team", payload: mailPayloadSchema });

  it("makes drafts whose payload fits it, to recipients its transport can reach", () => {
    expect(invitation.draft(["sam@openseat.example"], mail)).toEqual({ channel: "team-invitation", recipients: ["sam@openseat.example"], payload: mail });
    const hook = defineOutboxChannel({ name: "digest-hook", label: "Digest webhook", payload: webhookPayloadSchema });
    expect(hook.draft(["http://127.0.0.1:9/hook"], { kind: "webhook", body: "{}" }).recipients).toEqual(["http://127.0.0.1:9/hook"]);
    expect(() => hook.draft(["https://a.example/x", "https://b.example/y"], { kind: "webhook", body: "{}" })).toThrow(/malformed/);
    expect(() => hook.draft(["not a url"], { kind: "webhook", body: "{}" })).toThrow(/malformed/);
  });

  it("refuses a payload that does not fit it, or an address that would end the header", () => {
    expect(() => invitation.draft(["sam@openseat.example"], { ...mail, subject: "" })).toThrow(/does not fit/);
    expect(() => invitation.draft(["sam@openseat.example"], { ...mail, extra: "x" } as typeof mail)).toThrow(/does not fit/);
    // @ts-expect-error The type asks for the calendar part too; the schema holds it where types do not reach.
    expect(() => callChannels.buyer.draft(["jane@acme.io"], mail)).toThrow(/does not fit/);
    // A Reply-To is one address, never a second header.
    expect(invitation.draft(["sam@openseat.example"], { ...mail, replyTo: "ana@openseat.example" }).payload).toMatchObject({ replyTo: "ana@openseat.example" });
    for (const replyTo of ["ana@openseat.example\r\nBcc: x@y.z", "Ana <ana@openseat.example>", "nobody"]) {
      expect(() => invitation.draft(["sam@openseat.example"], { ...mail, replyTo })).toThrow(/does not fit/);
    }
    for (const recipients of [[], ["Sam <sam@openseat.example>"], ["sam@openseat.example, kim@openseat.example"], ["sam@openseat.example\r\nBcc: x@y.z"], ["nobody"]]) {
      expect(() => invitation.draft(recipients, mail)).toThrow(/malformed/);
    }
  });

  it("has a name of lower-case words", () => {
    for (const name of ["Team", "team_invitation", "call 2", ""]) expect(() => defineOutboxChannel({ name, label: "x", payload: mailPayloadSchema })).toThrow();
  });

  it("is composed with the others once each, and labels what it is for", () => {
    const registry = outboxRegistry({ owners: [defineOutboxOwner("invitation")], channels: [invitation] });
    expect(registry.label("team-invitation")).toBe("Invitation to the team");
    // A message a newer release sent, of a channel this one does not declare, still reads as something.
    expect(registry.label("reminder")).toBe("reminder");
    expect(() => outboxRegistry({ owners: [], channels: [invitation, defineOutboxChannel({ name: "team-invitation", label: "Other", payload: mailPayloadSchema })] })).toThrow(/team-invitation/);
    expect(() => outboxRegistry({ owners: [requestOwner, defineOutboxOwner("request")], channels: [] })).toThrow(/request/);
  });
});

describe("the lead desk's outbox kinds", () => {
  it("are the request's, the call's, the assignment's, the reminders', the desk's reply and the team's invitation, labeled as the timeline shows them", () => {
    expect(Object.fromEntries(deskOutbox.channels.map((channel) => [channel.name, channel.label]))).toEqual({
      "buyer-confirmation": "Confirmation to the buyer",
      "staff-alert": "Alert to the sales inbox",
      webhook: "Webhook",
      "call-buyer": "Call invitation to the buyer",
      "call-staff": "Call invitation to the admin",
      "owner-notice": "Assignment e-mail to the new owner",
      "reply-due-soon": "Reminder: first reply due soon",
      "reply-overdue": "Alert: first reply overdue",
      "morning-digest": "Morning digest",
      "desk-reply": "Reply from the desk",
      "team-invitation": "Team invitation",
    });
    expect(deskOutbox.owners.map((owner) => owner.kind)).toEqual(["request", "digest", "invitation"]);
    expect(deskOutbox.channel("staff-alert")).toBe(requestChannels.staffAlert);
  });
});
