/** @jest-environment node */
import { formDuration } from "@/lib/content/shared";
import { requestFormHero } from "@/lib/content/request-form";
import { site } from "@/lib/site";
import { contentStrings } from "./content-strings";

/**
 * One name for one thing, across pages, metadata, the form and the admin area. Each entry bans the
 * synonyms that crept in for a thing the site already names; the message says which name to use.
 */
const banned: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bassistants?\b/i, 'the people we place are "specialists"'],
  [/\bexperts?\b/i, 'the people we place are "specialists"'],
  [/\b(customer )?success (manager|team)s?\b/i, 'the client\'s one contact is the "account manager"'],
  [/\btalent (advisor|adviser|partner)s?\b/i, 'the client\'s one contact is the "account manager"'],
  [/\b(one|two|three|four|five|\d+) working days?\b/i, 'promises count "business days"'],
  [/\bemail\b/i, 'write "e-mail"'],
  [/\btimezones?\b/i, 'write "time zone"'],
  [/\bdelegation(-tasks)? form\b/i, 'the form is the "request form"'],
  [/\bpods?\b/i, 'several seats are "a team", not a pod'],
  [/\billustrative\b/i, 'sample material is labelled "sample" (or "example" for profiles)'],
  [/\bWhy GA\b/, "the brand is never GA"],
];

describe("one vocabulary", () => {
  const strings = contentStrings();

  it("reads the copy of every page, the form and the admin area", () => {
    expect(strings.length).toBeGreaterThan(400);
  });

  it.each(banned.map(([pattern, rule]) => [pattern.source, pattern, rule] as const))(
    "never says /%s/",
    (_source, pattern, rule) => {
      const offenders = strings.filter(([, text]) => pattern.test(text)).map(([path, text]) => `${path}: ${text} (${rule})`);
      expect(offenders).toEqual([]);
    },
  );

  it("makes one claim for how long the form takes", () => {
    const claims = strings.filter(([, text]) => /\b(takes?|fill(ing)? (it )?in)\b[^.]*\bminutes?\b/i.test(text));
    expect(claims.length).toBeGreaterThanOrEqual(3);
    for (const [path, text] of claims) expect(`${path}: ${text}`).toContain(formDuration);
    expect(requestFormHero.lead).toContain(formDuration);
  });

  it('keeps the header\'s "Why OS?" label and gives it an accessible name that says "Why OpenSeat"', () => {
    const why = site.primaryNav[0]!;
    expect(why.label).toBe(`Why ${site.shortName}?`);
    expect(why.accessibleName).toContain(why.label);
    expect(why.accessibleName).toContain(`Why ${site.name}`);
  });
});
