import { z } from "zod";
import { fieldNames, type FieldErrors, type FieldName } from "@/features/delegation/field-names";
import {
  budgetOptions,
  heardFromOptions,
  hoursOptions,
  organisationTypes,
  roleIds,
  startOptions,
} from "@/features/delegation/options";
import { findTask, taskIds } from "@/features/delegation/tasks";
import { timeZoneValues } from "@/platform/business-hours/time-zones";
import { stripInvisibleCharacters } from "@/platform/security/invisible-characters";

/**
 * The delegation form's one schema: the browser validates with it through react-hook-form, the server
 * action validates again with it (the browser is never trusted). It accepts what a browser posts
 * (strings, "on" for a ticked box, one value or many for checkbox groups) and outputs DelegationFields.
 */

export const fieldLimits = {
  fullName: 120,
  email: 254,
  company: 160,
  website: 2048,
  phone: 32,
  otherTasks: 5000,
  message: 5000,
} as const;

// Control characters other than line breaks and tabs have no business in a sales lead.
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Every text field passes through here, so none keeps a bidirectional control or zero-width character. */
function asText(value: unknown): unknown {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? stripInvisibleCharacters(value) : value;
}

function asList(value: unknown): unknown {
  if (value === undefined || value === null || value === false || value === "") return [];
  return Array.isArray(value) ? value : [value];
}

function text(max: number, tooLong: string) {
  return z.preprocess(
    asText,
    z
      .string({ error: "Enter text" })
      .transform((value) => value.replace(controlCharacters, "").trim())
      .pipe(z.string().max(max, tooLong)),
  );
}

function requiredText(max: number, missing: string, tooLong: string) {
  return z.preprocess(
    asText,
    z
      .string({ error: missing })
      .transform((value) => value.replace(controlCharacters, "").replace(/\s+/g, " ").trim())
      .pipe(z.string().min(1, missing).max(max, tooLong)),
  );
}

function choice<const T extends readonly [string, ...string[]]>(values: T, missing: string) {
  return z.preprocess(asText, z.enum(values, { error: missing }));
}

function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, invalid: string) {
  return z.preprocess(
    (value) => (value === "" || value === undefined || value === null ? null : value),
    z.enum(values, { error: invalid }).nullable(),
  );
}

/** Adds https:// when no scheme is given; only http(s) addresses with a dotted host pass. */
export function normaliseWebsite(raw: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!url.hostname.includes(".") || url.hostname.endsWith(".") || url.username || url.password) return null;
  url.hash = "";
  return url.href;
}

const phonePattern = /^\+?[\d\s().-]+$/;

export const delegationSchema = z
  .strictObject(
    {
      fullName: requiredText(fieldLimits.fullName, "Enter your full name", "Keep your name under 120 characters"),
      email: z.preprocess(
        asText,
        z
          .string({ error: "Enter your work e-mail" })
          .trim()
          .toLowerCase()
          .min(1, "Enter your work e-mail")
          .max(fieldLimits.email, "Keep the e-mail address under 254 characters")
          .pipe(z.email("Enter an e-mail address like name@company.com")),
      ),
      company: requiredText(fieldLimits.company, "Enter your company name", "Keep the company name under 160 characters"),
      website: text(fieldLimits.website, "Keep the web address under 2,048 characters").transform((value, ctx) => {
        if (value === "") return null;
        const normalised = normaliseWebsite(value);
        if (normalised === null || normalised.length > fieldLimits.website) {
          ctx.addIssue({ code: "custom", message: "Enter a web address like example.com" });
          return z.NEVER;
        }
        return normalised;
      }),
      phone: text(fieldLimits.phone, "Keep the phone number under 32 characters").transform((value, ctx) => {
        if (value === "") return null;
        const digits = value.replace(/\D/g, "").length;
        if (!phonePattern.test(value) || digits < 6 || digits > 15) {
          ctx.addIssue({ code: "custom", message: "Enter a phone number with 6 to 15 digits, like +44 20 7946 0000" });
          return z.NEVER;
        }
        return value.replace(/\s+/g, " ");
      }),
      organisationType: choice(organisationTypes, "Choose whether you are a business or an agency"),
      roles: z.preprocess(
        asList,
        z
          .array(z.enum(roleIds, { error: "Choose roles from the list" }), { error: "Choose at least one role" })
          .min(1, "Choose at least one role")
          .max(roleIds.length, "Choose roles from the list")
          .transform((roles) => roleIds.filter((role) => roles.includes(role))),
      ),
      tasks: z.preprocess(
        asList,
        z
          .array(
            z.string({ error: "Check tasks from the checklist" }).refine((id) => taskIds.has(id), "Check tasks from the checklist"),
            { error: "Check tasks from the checklist" },
          )
          .max(taskIds.size, "Check tasks from the checklist")
          .transform((tasks) => [...new Set(tasks)]),
      ),
      otherTasks: text(fieldLimits.otherTasks, "Keep this under 5,000 characters"),
      hoursPerWeek: choice(hoursOptions, "Choose how many hours a week you need"),
      startTimeline: choice(startOptions, "Choose when you would like to start"),
      monthlyBudget: choice(budgetOptions, "Choose a monthly budget"),
      timeZone: z.preprocess(
        asText,
        z
          .string({ error: "Choose your time zone" })
          .min(1, "Choose your time zone")
          .refine((value) => timeZoneValues.has(value), "Choose your time zone from the list"),
      ),
      message: text(fieldLimits.message, "Keep this under 5,000 characters"),
      heardFrom: optionalChoice(heardFromOptions, "Choose an answer from the list, or leave it blank"),
      consent: z.preprocess(
        (value) => value === true || value === "on" || value === "true",
        z.literal(true, { error: "Check the box to agree to the privacy policy" }),
      ),
    },
    { error: "The form could not be read. Please try again." },
  )
  // Tasks of a role the visitor unticked are hidden by the form, so they are dropped rather than sent unseen.
  .transform((data) => ({
    ...data,
    tasks: data.tasks.filter((id) => {
      const role = findTask(id)?.role;
      return role !== undefined && data.roles.includes(role);
    }),
  }))
  .superRefine((data, ctx) => {
    if (data.tasks.length === 0 && data.otherTasks === "") {
      ctx.addIssue({
        code: "custom",
        path: ["tasks"],
        message: "Check at least one task, or describe the work in your own words",
      });
    }
  });

export type DelegationFormInput = z.input<typeof delegationSchema>;
export type DelegationFormOutput = z.output<typeof delegationSchema>;

/**
 * The field list lives apart from the schema so the form can name its fields without loading zod; this
 * fails to compile when the list names something the schema does not produce.
 */
type Extends<A extends B, B> = A;
export type _FieldNamesMatchSchema = Extends<FieldName, keyof DelegationFormOutput>;

export type ValidationResult =
  | { readonly ok: true; readonly data: DelegationFormOutput }
  | { readonly ok: false; readonly fieldErrors: FieldErrors; readonly formError: string | null };

/** Validates anything; never throws. The first message per field is the one shown. */
export function validateDelegation(input: unknown): ValidationResult {
  const result = delegationSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  let formError: string | null = null;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (fieldNames as readonly string[]).includes(field)) {
      fieldErrors[field as FieldName] ??= issue.message;
    } else {
      formError ??= issue.code === "unrecognized_keys" ? "The form contained fields we do not accept" : issue.message;
    }
  }
  return { ok: false, fieldErrors, formError };
}
