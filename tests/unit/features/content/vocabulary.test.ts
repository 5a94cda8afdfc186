/** @jest-environment node */
import { formDuration } from "@/features/content/shared";
import { requestFormHero } from "@/features/content/request-form";
import { site } from "@/platform/config/site";
import { companyDefaults } from "@/platform/config/company-settings";
import { contentStrings, sourceStrings } from "./content-strings";

/**
 * One name for one thing, across pages, metadata, the form, the admin area and the text inside components. Each entry bans the
 * synonyms that crept in for a thing the site already names; the message says which name to use.
 */
const banned: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bassistants?\b/i, 'the people we place are "specialists"'],
  [/\bexperts?\b/i, 'the people we place are "specialists"'],
  [/\b(customer )?success (manager|team)s?\b/i, 'the client\'s one contact is the "account manager"'],
  [/\btalent (advisor|adviser|partner)s?\b/i, 'the client\'s one contact is the "account manager"'],
  [/\b(one|two|three|four|five|\d+) working days?\b/i, 'promises count "business days"'],
  // Not a command-line flag such as --email.
  [/(?<!-)\bemail\b/i, 'write "e-mail"'],
  [/\btimezones?\b/i, 'write "time zone"'],
  [/\bdelegation(-tasks)? form\b/i, 'the form is the "request form"'],
  [/\bpods?\b/i, 'several seats are "a team", not a pod'],
  [/\billustrative\b/i, 'sample material is labelled "sample" (or "example" for profiles)'],
  [/\bWhy GA\b/, "the brand is never GA"],
];

/** -ise and -isation spellings of verbs whose US form is -ize (the stem, before "is"). */
const izeStems = [
  "organ", "recogn", "real", "optim", "priorit", "custom", "minim", "maxim", "summar", "categor", "author",
  "special", "standard", "util", "apolog", "personal", "final", "normal", "emphas", "memor", "critic",
  "familiar", "visual", "central", "synchron", "stabil", "monet", "capital", "character", "modern", "neutral",
  "initial", "serial", "sanit", "local", "global", "mobil", "harmon", "scrutin", "sympath", "item", "energ",
  "symbol", "digit", "public", "subsid", "immun", "hypothes", "agon", "jeopard", "penal", "fantas", "linear",
  "relativ", "equal", "legal", "revolution", "vandal", "trivial", "formal", "general", "individual", "internal",
];

/**
 * One English, the specification's: US spelling and vocabulary. Each entry is a British form and the US
 * word to write instead. "e-mail" stays as the specification writes it (see `banned`).
 */
const britishToUs: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(`\\b(${izeStems.join("|")})is(e|ed|es|ing|er|ers)\\b`, "i"), "-ize (organize, prioritize)"],
  [/\b\w+isations?\b/i, "-ization"],
  [/\b(analy|paraly|cataly)s(e|ed|ing|er|ers)\b/i, "-yze (analyze)"],
  [/\b(colo|behavio|favo|neighbo|hono|labo|harbo|humo|rumo|flavo|savo|endeavo|vapo|armo|odo|parlo|valo|vigo|splendo)ur(s|ed|ing|ite|ites|able|ful|less|hood|ist|ists)?\b/i, "-or (color, behavior, favorite)"],
  [/\b(cent|met|lit|fib|theat|calib|somb|lust|spect)res?\b/i, "-er (center, theater)"],
  [/\bcentred\b/i, "centered"],
  [/\blicences?\b/i, "license"],
  [/\b(defen|offen|preten)ces?\b/i, "-se (defense)"],
  [/\b(catalog|analog|prolog|epilog|monolog)ues?\b/i, "-og (catalog)"],
  [/\b(fulfil|enrol|instil|distil)(s|ment|ments)?\b/i, "-ll (fulfill, fulfillment)"],
  [/\binstalments?\b/i, "installment"],
  [/\b(skil|wil)ful(ly)?\b/i, "skillful"],
  [/\b(label|cancel|travel|model|signal|fuel|level|total|marshal|channel|counsel|dial|equal|jewel|tunnel|shovel|quarrel|rival|funnel|pencil)l(ed|ing|er|ers|or|ors)\b/i, "one l (labeled, canceled)"],
  [/\b(judge|acknowledge|abridge)ments?\b/i, "judgment, acknowledgment"],
  [/\bprogrammes?\b/i, "program"],
  [/\bgrey(s|er|ish)?\b/i, "gray"],
  [/\bcheques?\b/i, "check"],
  [/\bpractis(e|ed|es|ing)\b/i, "practice (the verb)"],
  [/\b(whilst|amongst|amidst)\b/i, "while, among, amid"],
  [/\b(learnt|spelt|dreamt|spoilt|burnt)\b/i, "learned, spelled"],
  [/\b(towards|afterwards)\b/i, "toward, afterward (no s)"],
  [/\b(enquir(e|ed|es|ing|y|ies|er|ers))\b/i, "inquire, inquiry"],
  [/\bageing\b/i, "aging"],
  [/\b(jewellery|manoeuvres?|aluminium|tyres?|storeys?|moulds?|ploughs?|sceptic(al)?|despatch(ed|es)?|artefacts?|pyjamas|cosy|kerbs?|draughts?)\b/i, "the US spelling"],
  [/\babandoned[- ]baskets?\b|\b(shopping|cart) baskets?\b/i, '"abandoned-cart", "shopping cart"'],
  [/\bCVs?\b/, '"résumé"'],
  [/\bticks?\b|\btick(ed|ing)\b/i, '"check (off)", "checkmark"'],
  [/\bfortnights?(ly)?\b/i, '"two weeks"'],
  [/\bbank holidays?\b/i, '"public holiday"'],
  [/\bpost ?codes?\b/i, '"ZIP code"'],
  [/\bmobile phones?\b/i, '"cell phone" or "phone"'],
  [/\b(maths|timetables?|full stops?)\b/i, '"math", "schedule", "period"'],
  [/\bat (the )?weekends?\b/i, '"on weekends"'],
  [/\ben-GB\b/, '"en-US" dates and numbers'],
];

/** Every word a person reads: the copy modules (by file and key) and the text inside the source (by file and line). */
function everyReadWord(): Array<[string, string]> {
  return [...contentStrings(), ...sourceStrings()];
}

function britishWords(text: string): Array<[word: string, rule: string]> {
  const found: Array<[string, string]> = [];
  for (const [pattern, us] of britishToUs) {
    const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
    for (const match of text.matchAll(global)) found.push([match[0], us]);
  }
  return found;
}

const fileOf = (where: string) => where.split(/[ :]/)[0]!;

describe("one English: US spelling and vocabulary", () => {
  const words = everyReadWord();
  const findings = words.flatMap(([where, text]) =>
    britishWords(text).map(([word, us]) => ({ where, file: fileOf(where), word, us, text })),
  );

  it("reads the copy modules and the text written inside components, pages and messages", () => {
    expect(words.filter(([where]) => where.startsWith("components/")).length).toBeGreaterThan(100);
    expect(words.filter(([where]) => where.startsWith("app/")).length).toBeGreaterThan(100);
    expect(words.some(([, text]) => text === "What they take off your plate")).toBe(true);
  });

  it("recognizes British spellings (the check can fail)", () => {
    const sample = "Your organisation's colour theme, catalogue and fulfilment; we prioritise abandoned-basket e-mails and analyse the centre.";
    expect(britishWords(sample).map(([word]) => word.toLowerCase())).toEqual(
      expect.arrayContaining(["organisation", "colour", "catalogue", "fulfilment", "prioritise", "abandoned-basket", "analyse", "centre"]),
    );
    expect(britishWords("Your organization's color catalog; specialists analyze the center. Run cohort analyses by e-mail.")).toEqual([]);
  });

  it("writes every word a person reads in US English (file and word named)", () => {
    const offenders = findings.map(({ where, word, us, text }) => `${where}: "${word}" -> ${us} in "${text.slice(0, 120)}"`);
    expect(offenders).toEqual([]);
  });


  it("names the brand only through the configuration", () => {
    const literal = sourceStrings()
      .filter(([where, text]) => text.includes(companyDefaults.BRAND_NAME) && !/^lib\/company-(settings|placeholders)\.ts:/.test(where))
      .map(([where, text]) => `${where}: ${text}`);
    expect(literal).toEqual([]);
  });
});

describe("one vocabulary", () => {
  const strings = contentStrings();
  const everywhere = everyReadWord();

  it("reads the copy of every page, the form and the admin area", () => {
    expect(strings.length).toBeGreaterThan(400);
  });

  it.each(banned.map(([pattern, rule]) => [pattern.source, pattern, rule] as const))(
    "never says /%s/",
    (_source, pattern, rule) => {
      const offenders = everywhere.filter(([, text]) => pattern.test(text)).map(([path, text]) => `${path}: ${text} (${rule})`);
      expect(offenders).toEqual([]);
    },
  );

  it("states the offer, never what most clients do or choose: nothing on the site could back such a claim", () => {
    const crowd = /\b(most|many) (of our )?(clients|customers|teams|agency partners|buyers)\b|\bmost (chosen|popular)\b|\bclients ask for most\b|\bteams hire most\b/i;
    expect(crowd.test("Most clients come to us for one specialist.")).toBe(true);
    expect(everywhere.filter(([, text]) => crowd.test(text)).map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });

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
