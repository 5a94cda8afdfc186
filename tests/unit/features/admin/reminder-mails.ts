import { composeDigest, composeLeadReminder } from "@/features/admin/reminders/reminder-mail";
import { composeDeskReply, deskReplyTemplate } from "@/features/admin/desk-reply";
import { reminderKey, type Digest, type LeadReminder, type SweepLead } from "@/features/admin/reminders/sweep-rules";
import { londonHours } from "../../platform/business-hours/london-hours";

/** The reminder sweep's three e-mails, composed from fixed data: what the mail tests (and the screenshots) look at. */
const lead: SweepLead = { id: "req_01", reference: "DR-7K2F9Q", owner: "ana@team.test", createdAt: "2026-11-20T16:55:00.000Z", status: "new", notes: [] };
const due = "2026-11-23T16:55:00.000Z";
const request = { reference: lead.reference, fullName: "Jane <script>Doe</script>\r\nBcc: x@evil.test", company: "Acme & Sons Ltd", createdAt: lead.createdAt };
const url = (id: string) => `https://www.openseat.example/admin/requests/${id}`;

const dueSoon: LeadReminder = { kind: "due-soon", key: reminderKey("due-soon", lead.id, due), lead, dueAt: due, recipients: ["ana@team.test"] };
const overdue: LeadReminder = { kind: "overdue", key: reminderKey("overdue", lead.id, due), lead, dueAt: due, recipients: ["ana@team.test", "sales@team.test"] };
const digest: Digest = {
  kind: "digest",
  key: reminderKey("digest", "ana@team.test", "2026-11-23"),
  admin: "ana@team.test",
  date: "2026-11-23",
  recipients: ["ana@team.test"],
  followUps: [
    { id: "req_02", reference: "DR-FOLLOW", owner: "ana@team.test", followUpOn: "2026-11-23" },
    { id: "req_03", reference: "DR-EARLY1", owner: "ana@team.test", followUpOn: "2026-11-19" },
  ],
  leads: [
    { id: "req_04", reference: "DR-LATE01", dueAt: "2026-11-20T11:00:00.000Z", overdue: true, theirs: true },
    { id: "req_01", reference: "DR-7K2F9Q", dueAt: due, overdue: false, theirs: false },
  ],
  calls: [
    { requestId: "req_05", reference: "DR-CALL01", admin: "ana@team.test", start: "2026-11-23T14:00:00.000Z", kind: "video", meetingUrl: "https://meet.example.com/ana" },
    { requestId: "req_06", reference: "DR-CALL02", admin: "ana@team.test", start: "2026-11-23T15:30:00.000Z", kind: "phone", meetingUrl: "" },
  ],
};

export const reminderMails = {
  "the due-soon reminder, to an owner in New York": composeLeadReminder({ reminder: dueSoon, request, owner: { name: "Ana Lopez" }, readerZone: "America/New_York", adminRequestUrl: url(lead.id), hours: londonHours }),
  "the overdue alert": composeLeadReminder({ reminder: overdue, request, owner: { name: "Ana Lopez" }, readerZone: null, adminRequestUrl: url(lead.id), hours: londonHours }),
  "the due-soon reminder of a lead nobody owns": composeLeadReminder({ reminder: { ...dueSoon, recipients: ["sales@team.test"] }, request, owner: null, readerZone: null, adminRequestUrl: url(lead.id), hours: londonHours }),
  // A booking link is one long word: it must wrap at 320 px, not push the page sideways.
  "a reply from the desk with its booking link": composeDeskReply({
    request: { reference: "DR-7K2F9Q", email: "jane@acme.io" },
    ...deskReplyTemplate({ reference: "DR-7K2F9Q", fullName: "Jane Doe" }, { bookingLink: `https://www.openseat.example/book/${"eyJyIjoiNmYxYzBmMGUtOGYzZS00ZDdhLTlhNTEtM2IyYjRmMWQ5YzAxIiwieCI6MTc2NDg2NDIwMDAwMH0".repeat(2)}`, adminName: "Ana Lopez" }),
    replyTo: "ana@openseat.example",
  }),
  "the morning digest": composeDigest({ digest, readerZone: "America/New_York", requestUrl: url, deskUrl: "https://www.openseat.example/admin", hours: londonHours }),
};
