import * as accessibilityPanel from "@/lib/content/accessibility-panel";
import * as adminCopy from "@/lib/content/admin";
import * as caseStudies from "@/lib/content/case-studies";
import * as companyPage from "@/lib/content/company";
import * as delegationGuide from "@/lib/content/delegation-guide";
import * as agencies from "@/lib/content/for-agencies";
import * as home from "@/lib/content/home";
import * as leadMail from "@/lib/content/lead-mail";
import * as pricing from "@/lib/content/pricing";
import { privacyPolicy } from "@/lib/content/privacy-policy";
import * as requestForm from "@/lib/content/request-form";
import * as requestSent from "@/lib/content/request-sent";
import * as resourceDocuments from "@/lib/content/resource-documents";
import * as resources from "@/lib/content/resources";
import * as roles from "@/lib/content/roles";
import * as sampleProfiles from "@/lib/content/sample-profiles";
import * as shared from "@/lib/content/shared";
import * as shell from "@/lib/content/shell";
import * as shortcutHelp from "@/lib/content/shortcut-help";
import * as speech from "@/lib/content/speech";
import { termsOfUse } from "@/lib/content/terms-of-use";
import * as vetting from "@/lib/content/vetting-process";
import * as why from "@/lib/content/why-ga";
import { formCopy } from "@/lib/content/request-form-copy";
import * as options from "@/lib/delegation/options";
import { delegableTasks } from "@/lib/delegation/tasks";
import { timeZoneOptions } from "@/lib/delegation/time-zones";
import { site } from "@/lib/site";

/**
 * Every module that holds copy a visitor or a member of staff reads: the pages and their metadata, the
 * form, the lead e-mails, the admin area's messages, the shell, the accessibility panel, speech and the shared labels. Tests over the site's wording walk these.
 */
export const copyModules: Readonly<Record<string, unknown>> = {
  site,
  shared,
  home,
  why,
  pricing,
  roles,
  sampleProfiles,
  vetting,
  caseStudies,
  agencies,
  resources,
  resourceDocuments,
  delegationGuide,
  companyPage,
  requestForm,
  requestSent,
  leadMail,
  privacyPolicy,
  termsOfUse,
  formCopy,
  options,
  tasks: delegableTasks,
  timeZones: timeZoneOptions,
  adminCopy,
  shell,
  accessibilityPanel,
  speech,
  shortcutHelp,
};

/** Keys whose values are identifiers or addresses, not words anyone reads. */
const dataKeys = /\.(id|href|path|role|timeZone)$/;

function collect(value: unknown, path: string, out: Array<[string, string]>, seen: Set<unknown>): void {
  if (typeof value === "string") {
    if (!dataKeys.test(path)) out.push([path, value]);
  }
  else if (typeof value === "function") {
    // Message builders: their text with a sample argument.
    if (value.length <= 1) collect((value as (n: number) => unknown)(5), `${path}()`, out, seen);
  } else if (value !== null && typeof value === "object" && !seen.has(value) && !(value instanceof URL)) {
    seen.add(value);
    if (Array.isArray(value)) value.forEach((item, index) => collect(item, `${path}[${index}]`, out, seen));
    else for (const [key, child] of Object.entries(value)) collect(child, `${path}.${key}`, out, seen);
  }
}

/** Every string reachable from the copy modules, with the path that leads to it; each string once. */
export function contentStrings(modules: Readonly<Record<string, unknown>> = copyModules): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const seen = new Set<unknown>();
  for (const [name, module] of Object.entries(modules)) collect(module, name, out, seen);
  const unique = new Map<string, string>();
  for (const [path, text] of out) if (!unique.has(text)) unique.set(text, path);
  return [...unique].map(([text, path]) => [path, text]);
}
