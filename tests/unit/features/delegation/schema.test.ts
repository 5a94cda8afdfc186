import fc from "fast-check";
import { budgetOptions, roleIds } from "@/features/delegation/options";
import { fieldLimits, normaliseWebsite, validateDelegation } from "@/features/delegation/schema";
import { findTask } from "@/features/delegation/tasks";
import { validInput } from "./valid-input";

function expectValid(input: Record<string, unknown>) {
  const result = validateDelegation(input);
  if (!result.ok) throw new Error(`expected valid, got ${JSON.stringify(result)}`);
  return result.data;
}

function errorsOf(input: unknown) {
  const result = validateDelegation(input);
  if (result.ok) throw new Error("expected invalid");
  return result;
}

describe("delegation schema: accepts and normalises", () => {
  it("accepts a complete submission and strips consent into a boolean", () => {
    const data = expectValid(validInput());
    expect(data.consent).toBe(true);
    expect(data.roles).toEqual(["seo", "content"]);
    expect(data.website).toBeNull();
    expect(data.phone).toBeNull();
    expect(data.heardFrom).toBeNull();
  });

  it("trims, collapses spaces in names and lower-cases the e-mail", () => {
    const data = expectValid(validInput({ fullName: "  Jane \n  Doe ", email: "  Jane.Doe@ACME.io ", company: " Acme  Ltd " }));
    expect(data.fullName).toBe("Jane Doe");
    expect(data.email).toBe("jane.doe@acme.io");
    expect(data.company).toBe("Acme Ltd");
  });

  it("normalises a website without a scheme and drops its fragment", () => {
    expect(expectValid(validInput({ website: "Acme.io/about#team" })).website).toBe("https://acme.io/about");
    expect(expectValid(validInput({ website: "http://shop.acme.io" })).website).toBe("http://shop.acme.io/");
  });

  it("accepts a single role posted as a plain string (one ticked checkbox)", () => {
    expect(expectValid(validInput({ roles: "video", tasks: "video:thumbnails" })).roles).toEqual(["video"]);
  });

  it("accepts free text instead of ticked tasks", () => {
    const data = expectValid(validInput({ tasks: [], otherTasks: "Migrate our newsletter" }));
    expect(data.tasks).toEqual([]);
    expect(data.otherTasks).toBe("Migrate our newsletter");
  });

  it("drops tasks of roles that are not chosen, since the form hides them", () => {
    const data = expectValid(validInput({ roles: ["seo"], tasks: ["seo:on-page", "video:thumbnails"] }));
    expect(data.tasks).toEqual(["seo:on-page"]);
  });

  it("deduplicates and orders roles canonically", () => {
    expect(expectValid(validInput({ roles: ["content", "seo", "seo"] })).roles).toEqual(["seo", "content"]);
  });

  it("keeps an optional phone with its spacing tidied", () => {
    expect(expectValid(validInput({ phone: "+44  20 7946 0000" })).phone).toBe("+44 20 7946 0000");
  });
});

describe("delegation schema: rejects", () => {
  it("names every missing required field", () => {
    const { fieldErrors } = errorsOf({});
    expect(Object.keys(fieldErrors).sort()).toEqual(
      ["company", "consent", "email", "fullName", "hoursPerWeek", "monthlyBudget", "organisationType", "roles", "startTimeline", "timeZone"].sort(),
    );
  });

  it.each([
    ["email", "not-an-email", "Enter an e-mail address like name@company.com"],
    ["website", "javascript:alert(1)", "Enter a web address like example.com"],
    ["website", "localhost", "Enter a web address like example.com"],
    ["website", "ftp://acme.io", "Enter a web address like example.com"],
    ["phone", "call me", "Enter a phone number with 6 to 15 digits, like +44 20 7946 0000"],
    ["organisationType", "charity", "Choose whether you are a business or an agency"],
    ["monthlyBudget", "500-1000", "Choose a monthly budget"],
    ["timeZone", "Mars/Olympus", "Choose your time zone from the list"],
    ["consent", "", "Check the box to agree to the privacy policy"],
    ["heardFrom", "tv", "Choose an answer from the list, or leave it blank"],
  ])("rejects %s = %j", (field, value, message) => {
    expect(errorsOf(validInput({ [field]: value })).fieldErrors).toEqual({ [field]: message });
  });

  it("rejects unknown roles and tasks", () => {
    expect(errorsOf(validInput({ roles: ["seo", "astrology"] })).fieldErrors.roles).toBe("Choose roles from the list");
    expect(errorsOf(validInput({ tasks: ["seo:on-page", "seo:nonsense"] })).fieldErrors.tasks).toBe("Check tasks from the checklist");
  });

  it("needs a ticked task or free text", () => {
    expect(errorsOf(validInput({ tasks: [], otherTasks: "   " })).fieldErrors.tasks).toBe(
      "Check at least one task, or describe the work in your own words",
    );
  });

  it("caps every free-text length", () => {
    for (const [field, max] of Object.entries(fieldLimits)) {
      const tooLong = field === "email" ? `${"a".repeat(max)}@acme.io` : field === "website" ? `acme.io/${"a".repeat(max)}` : field === "phone" ? "1".repeat(max + 1) : "a".repeat(max + 1);
      const result = validateDelegation(validInput({ [field]: tooLong }));
      expect(result.ok).toBe(false);
    }
    expect(validateDelegation(validInput({ message: "a".repeat(5000) })).ok).toBe(true);
  });

  it("rejects unknown fields as a form-level error", () => {
    const result = errorsOf(validInput({ isAdmin: "true" }));
    expect(result.formError).toBe("The form contained fields we do not accept");
    expect(result.fieldErrors).toEqual({});
  });

  it("rejects something that is not an object at all", () => {
    expect(errorsOf("hello").formError).toBe("The form could not be read. Please try again.");
  });
});

describe("normaliseWebsite", () => {
  it("refuses credentials in the URL and hosts without a dot", () => {
    expect(normaliseWebsite("https://user:pass@acme.io")).toBeNull();
    expect(normaliseWebsite("intranet")).toBeNull();
    expect(normaliseWebsite("ACME.io")).toBe("https://acme.io/");
  });
});

describe("delegation schema: properties", () => {
  const anyValue = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.string({ unit: "grapheme", maxLength: 100 }),
    fc.array(fc.string({ maxLength: 40 }), { maxLength: 12 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.object({ maxDepth: 2 }),
  );
  const fieldNamesArb = fc.constantFrom(...Object.keys(validInput()), "__proto__", "constructor", "extra");

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 3 }), (input) => {
        const result = validateDelegation(input);
        expect(typeof result.ok).toBe("boolean");
      }),
      { numRuns: 400 },
    );
  });

  it("never passes anything that breaks a rule, however a valid form is mutated", () => {
    fc.assert(
      fc.property(fc.dictionary(fieldNamesArb, anyValue, { maxKeys: 4 }), (mutations) => {
        const result = validateDelegation(validInput(mutations));
        if (!result.ok) return;
        const data = result.data;
        expect(data.fullName.length).toBeGreaterThan(0);
        expect(data.fullName.length).toBeLessThanOrEqual(fieldLimits.fullName);
        expect(data.email).toBe(data.email.toLowerCase());
        expect(data.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
        expect(data.otherTasks.length).toBeLessThanOrEqual(fieldLimits.otherTasks);
        expect(data.message.length).toBeLessThanOrEqual(fieldLimits.message);
        if (data.website !== null) expect(data.website).toMatch(/^https?:\/\//);
        expect(data.roles.length).toBeGreaterThan(0);
        for (const role of data.roles) expect(roleIds).toContain(role);
        for (const task of data.tasks) expect(data.roles).toContain(findTask(task)?.role);
        expect(budgetOptions).toContain(data.monthlyBudget);
        expect(data.consent).toBe(true);
        expect(Object.keys(data).sort()).toEqual(Object.keys(validInput()).sort());
      }),
      { numRuns: 400 },
    );
  });

  it("accepts any name and company of printable text within the limits", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 100 }).filter((value) => /\S/.test(value) && !/[\u0000-\u001F\u007F]/.test(value)),
        (name) => {
          const data = expectValid(validInput({ fullName: name, company: name }));
          expect(data.fullName).toBe(name.replace(/\s+/g, " ").trim());
        },
      ),
    );
  });
});
