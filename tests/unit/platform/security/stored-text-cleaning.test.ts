/** @jest-environment node */
import { openDatabase } from "@/platform/db/sqlite";
import { escapeCsvCell } from "@/features/admin/csv";
import { issueFormToken } from "@/features/delegation/form-token";
import { tokenFieldName, visitFieldName } from "@/features/delegation/form-values";
import { validateDelegation } from "@/features/delegation/schema";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { submitDelegation } from "@/features/delegation/submit-delegation";
import { formRateLimiter } from "@/features/delegation/submit-dependencies";
import { defaultLimits } from "@/platform/config/limits";
import { createRateLimiter } from "@/platform/rate-limit/limiter";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";
import { withoutInvisibleCharacters } from "@/platform/security/invisible-characters";
import { teamProfileSchema } from "@/features/team/profile";
import { toFormData, validInput } from "../../features/delegation/valid-input";

/**
 * The one cleaning rule at every place a text is stored: the delegation form's fields, the source the start
 * link carried (campaign and referrer), the user agent, a team member's name; and on the way out, the admin
 * area's records and the CSV. The tests walk whatever the form produces or stores, so a text field added
 * later that skips the rule fails them without anyone listing it here.
 */

// Every character the outside probe found left in names or in the source, and a few of their kind.
const probe = ["\u{E0041}", "\u{E0069}", "\u3164", "\u00AD", "\u034F", "\u2800", "\u180B", "\u206A", "\u202E", "\u200B", "\uFEFF", "\uFFA0", "\u115F", "\u2066"];
const pollution = probe.join("");
// What no stored text may hold: the rule's classes (its exceptions need a context none of these values has).
const invisible = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cs}\u2800]/u;

function polluted(value: string): string {
  return `${pollution}${value.slice(0, 1)}${pollution}${value.slice(1)}${pollution}`;
}

/** Every string in `value`, however deep, with where it is. */
function strings(value: unknown, at = "$"): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  return [];
}

function expectClean(value: unknown): void {
  const dirty = strings(value).filter(([, text]) => invisible.test(text));
  expect(dirty).toEqual([]);
}

// Free text with a value worth storing, so the test sees the field stored, not merely left empty.
const filled = validInput({
  website: "acme.io",
  phone: "+44 20 7946 0000",
  otherTasks: "Weekly report",
  message: "Hello there",
  heardFrom: "search",
});

describe("the delegation form: every field", () => {
  it.each(Object.keys(filled))("%s: invisible characters are removed, or the value is refused, never stored", (field) => {
    const value = filled[field];
    const dirty = Array.isArray(value) ? value.map((item) => polluted(String(item))) : polluted(String(value));
    const result = validateDelegation({ ...filled, [field]: dirty });
    if (result.ok) expectClean(result.data);
    else expect(result.fieldErrors[field as keyof typeof result.fieldErrors] ?? result.formError).toEqual(expect.any(String));
  });

  it("keeps what a person typed in each free-text field, without the invisible characters", () => {
    const fields = ["fullName", "email", "company", "website", "phone", "otherTasks", "message", "timeZone"] as const;
    const result = validateDelegation({ ...filled, ...Object.fromEntries(fields.map((field) => [field, polluted(String(filled[field]))])) });
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.data).toMatchObject({ fullName: "Jane Doe", email: "jane@acme.io", company: "Acme Ltd", website: "https://acme.io/", phone: "+44 20 7946 0000" });
    expect(result.data).toMatchObject({ otherTasks: "Weekly report", message: "Hello there", timeZone: "Europe/London" });
  });

  it("refuses a name or company that is only invisible characters as empty", () => {
    const result = validateDelegation({ ...filled, fullName: pollution, company: ` ${pollution} ` });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors).toMatchObject({ fullName: "Enter your full name", company: "Enter your company name" });
  });
});

describe("a stored request: every string in it, the start link's source included", () => {
  const secret = Buffer.alloc(32, 7);
  const t0 = 1_800_000_000_000;

  async function storeOne(source: Parameters<typeof issueFormToken>[1], visit: string, userAgent: string) {
    const store = createSqliteDelegationStore(openDatabase(".", ":memory:"));
    const policy = { ...defaultLimits.form.submissions, limit: 5, windowMs: 600_000 };
    const state = await submitDelegation(
      toFormData(filled, { [tokenFieldName]: issueFormToken(secret, source, t0), [visitFieldName]: visit }),
      { clientAddress: "203.0.113.9", userAgent },
      {
        store,
        secret,
        limits: { minFillMs: 3000, submissions: policy },
        limiter: formRateLimiter(createRateLimiter(createSqliteRateLimitStore(openDatabase(".", ":memory:")), () => t0 + 10_000), policy),
        now: () => t0 + 10_000,
        log: () => {},
        bookingLink: () => "booking-link",
      },
    );
    expect(state.status).toBe("success");
    const [request] = (await store.list({ sort: "newest", limit: 1 })).items;
    return request!;
  }

  it("cleans the campaign and referrer the form's script posted, as the probe sent them (%E2%80%AE)", async () => {
    const rendered = { path: "/delegation-tasks-guide/form", referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
    const visit = `utm_source=news%E2%80%AEletter&utm_campaign=%E2%80%AEgnirps&utm_term=%E2%80%8B%E3%85%A4&referrer=${encodeURIComponent(polluted("https://news.example/"))}`;
    const request = await storeOne(rendered, visit, polluted("Test/1.0"));
    expectClean(request);
    expect(request.source).toMatchObject({ utmSource: "newsletter", utmCampaign: "gnirps", utmTerm: null, referrer: "https://news.example/", userAgent: "Test/1.0" });
  });

  it("cleans the source signed into the form's token, every field of it", async () => {
    const keys = ["path", "referrer", "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent"] as const;
    const rendered = Object.fromEntries(keys.map((key) => [key, polluted(`${key}-value`)])) as unknown as Parameters<typeof issueFormToken>[1];
    const request = await storeOne(rendered, "", "Test/1.0");
    expectClean(request);
    // Whatever the source grows to hold, each of its strings is clean; these say the values were kept, not dropped.
    expect(request.source).toMatchObject({ utmCampaign: "utmCampaign-value", referrer: "referrer-value" });
  });
});

describe("a team member's name", () => {
  const profile = (name: string) => teamProfileSchema.safeParse({ name, takesCalls: true, daysOff: [], meetingUrl: "" });

  it("is stored without invisible characters", () => {
    expect(profile(polluted("Ann Lee")).data?.name).toBe("Ann Lee");
  });

  it("that is only invisible characters is empty, so the e-mail stands in", () => {
    expect(profile(pollution).data?.name).toBe("");
  });

  it("refuses a control character, which no one types into a one-line field", () => {
    expect(profile("Ann\nLee").success).toBe(false);
    expect(profile("Ann\u0007").success).toBe(false);
  });
});

describe("on the way out, for records stored before the rule was this wide", () => {
  it("cleans every string of a record the admin area shows", () => {
    const record = { fullName: polluted("Zoë"), notes: [{ body: polluted("Rang") }], source: { utmCampaign: "\u202Egnirps" }, count: 3, when: null };
    const shown = withoutInvisibleCharacters(record);
    expectClean(shown);
    expect(shown).toEqual({ fullName: "Zoë", notes: [{ body: "Rang" }], source: { utmCampaign: "gnirps" }, count: 3, when: null });
  });

  it("cleans each CSV cell before neutralizing formulas, so no invisible character hides a trigger", () => {
    expect(escapeCsvCell("\u202E=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(escapeCsvCell(`\u200B\u2800+1`)).toBe("'+1");
    expect(escapeCsvCell(polluted("Acme"))).toBe("Acme");
  });
});
