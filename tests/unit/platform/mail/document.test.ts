/** @jest-environment node */
import { escapeHtml, paragraph, renderMail, type MailDocument } from "@/platform/mail/document";

function document(overrides: Partial<MailDocument> = {}): MailDocument {
  return {
    subject: "Subject & more",
    brand: "Brand",
    heading: ["New request ", { text: "DR-GKP642", nowrap: true }],
    sections: [
      { blocks: [paragraph("Opening <words>.")] },
      {
        heading: "Facts",
        blocks: [
          { kind: "facts", caption: "Caption", facts: [{ label: "Label", value: "Value" }] },
          { kind: "steps", items: ["First", "Second"] },
          paragraph("Write to ", { text: "hello@example.com", href: "mailto:hello@example.com" }, " or see ", { text: "our site", href: "https://example.com/" }, "."),
          { kind: "action", text: "Open it", href: "https://example.com/a?b=1&c=2" },
        ],
      },
    ],
    footer: [["Footer line"]],
    ...overrides,
  };
}

describe("escapeHtml", () => {
  it("escapes the five characters that could open markup or close an attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});

describe("renderMail", () => {
  const mail = renderMail(document());

  it("writes the same blocks as plain text, with headings underlined and every link's address shown", () => {
    expect(mail.subject).toBe("Subject & more");
    expect(mail.text).toBe(
      [
        "Brand",
        "New request DR-GKP642\n=====================",
        "Opening <words>.",
        "Facts\n-----",
        "Label: Value",
        "1. First\n2. Second",
        "Write to hello@example.com or see our site (https://example.com/).",
        "Open it (https://example.com/a?b=1&c=2)",
        "Footer line\n",
      ].join("\n\n"),
    );
  });

  it("writes HTML with everything escaped, row headers, an ordered list and words kept together", () => {
    expect(mail.html).toContain("<title>Subject &amp; more</title>");
    expect(mail.html).toContain('aria-label="Subject &amp; more"');
    expect(mail.html).toMatch(/<h1 [^>]*>New request <span style="white-space:nowrap;">DR-GKP642<\/span><\/h1>/);
    expect(mail.html).toContain("Opening &lt;words&gt;.");
    expect(mail.html).toMatch(/<caption [^>]*>Caption<\/caption>/);
    expect(mail.html).toMatch(/<th scope="row" [^>]*>Label<\/th><td [^>]*>Value<\/td>/);
    expect(mail.html).toMatch(/<ol [^>]*>\n<li [^>]*>First<\/li>\n<li [^>]*>Second<\/li>\n<\/ol>/);
    expect(mail.html).toMatch(/<a href="mailto:hello@example.com" [^>]*>hello@example.com<\/a>/);
    expect(mail.html).toMatch(/<a href="https:\/\/example.com\/a\?b=1&amp;c=2" [^>]*>Open it<\/a>/);
  });

  it.each(["javascript:alert(1)", "data:text/html,hi", "file:///etc/passwd"])("refuses a link to %s", (href) => {
    expect(() => renderMail(document({ sections: [{ blocks: [paragraph({ text: "x", href })] }] }))).toThrow(RangeError);
    expect(() => renderMail(document({ sections: [{ blocks: [{ kind: "action", text: "x", href }] }] }))).toThrow(RangeError);
  });
});
