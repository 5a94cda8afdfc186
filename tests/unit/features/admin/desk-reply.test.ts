/** @jest-environment node */
import { composeDeskReply, deskReplyTemplate, readDeskReply } from "@/features/admin/desk-reply";
import { defaultLimits } from "@/platform/config/limits";

const limits = defaultLimits.deskReply;
const request = { reference: "DR-7K2F9Q", fullName: "Jane Doe", email: "jane@acme.io" };

describe("a reply written on the desk", () => {
  it("starts from a template: the reference in the subject, the buyer's first name, the booking link only when given", () => {
    const withLink = deskReplyTemplate(request, { bookingLink: "https://www.openseat.example/book/t0k", adminName: "Ana Lopez" });
    expect(withLink.subject).toBe("Your request DR-7K2F9Q");
    expect(withLink.body).toMatch(/^Hello Jane,\n/);
    expect(withLink.body).toContain("https://www.openseat.example/book/t0k");
    expect(withLink.body).toMatch(/Best regards,\nAna Lopez$/);
    const without = deskReplyTemplate({ ...request, fullName: "??" }, { bookingLink: null, adminName: null });
    expect(without.body).toMatch(/^Hello,\n/);
    expect(without.body).not.toContain("/book/");
  });

  it("takes a subject on one line and plain text up to 10,000 characters, with a clear refusal beyond", () => {
    expect(readDeskReply({ subject: " Your request DR-7K2F9Q ", body: "Hello\r\nJane" }, limits)).toEqual({ ok: true, subject: "Your request DR-7K2F9Q", body: "Hello\nJane" });
    for (const subject of ["Hi\r\nBcc: x@evil.test", "Hi\nthere", "Hi\u2028there", "", "x".repeat(201)]) {
      expect(readDeskReply({ subject, body: "Hello" }, limits)).toEqual({ ok: false, problem: "invalid" });
    }
    expect(readDeskReply({ subject: "Hi", body: "   " }, limits)).toEqual({ ok: false, problem: "invalid" });
    expect(readDeskReply({ subject: "Hi", body: "x".repeat(10_000) }, limits)).toMatchObject({ ok: true });
    expect(readDeskReply({ subject: "Hi", body: "x".repeat(10_001) }, limits)).toEqual({ ok: false, problem: "too-long" });
    expect(readDeskReply({ subject: "Hi" }, limits)).toEqual({ ok: false, problem: "invalid" });
  });

  it("goes to the buyer with the admin's Reply-To, the text as typed, no markup passing into the HTML", () => {
    const draft = composeDeskReply({ request, subject: "Your request DR-7K2F9Q", body: "Hello Jane,\n\n<b>bold</b> & <script>x</script>", replyTo: "ana@openseat.example" });
    expect(draft).toMatchObject({ channel: "desk-reply", recipients: ["jane@acme.io"], payload: { kind: "mail", subject: "Your request DR-7K2F9Q", replyTo: "ana@openseat.example" } });
    if (draft.payload.kind !== "mail") throw new Error("an e-mail");
    expect(draft.payload.text).toContain("<b>bold</b> & <script>x</script>");
    expect(draft.payload.html).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; &lt;script&gt;x&lt;/script&gt;");
    expect(draft.payload.html).not.toContain("<script>");
    // A Reply-To that would add a header is refused before anything is stored.
    expect(() => composeDeskReply({ request, subject: "Hi", body: "x", replyTo: "ana@openseat.example\r\nBcc: x@evil.test" })).toThrow();
  });
});
