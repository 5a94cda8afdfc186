import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ts from "typescript";
import * as accessibilityPanel from "@/features/accessibility/panel-copy";
import * as adminCopy from "@/features/admin/admin-copy";
import * as caseStudies from "@/features/content/case-studies";
import * as companyPage from "@/features/content/company";
import * as delegationGuide from "@/features/content/delegation-guide";
import * as agencies from "@/features/content/for-agencies";
import * as home from "@/features/content/home";
import * as leadMail from "@/features/delegation/lead-mail-copy";
import * as pricing from "@/features/content/pricing";
import { privacyPolicy } from "@/features/content/privacy-policy";
import * as requestForm from "@/features/content/request-form";
import * as requestSent from "@/features/delegation/request-sent-copy";
import * as resourceDocuments from "@/features/content/resource-documents";
import * as resources from "@/features/content/resources";
import * as roles from "@/features/content/roles";
import * as sampleProfiles from "@/features/content/sample-profiles";
import * as shared from "@/features/content/shared";
import * as shell from "@/features/accessibility/shell-copy";
import * as shortcutHelp from "@/features/accessibility/speech/shortcut-help-copy";
import * as speech from "@/features/accessibility/speech/speech-copy";
import { termsOfUse } from "@/features/content/terms-of-use";
import * as vetting from "@/features/content/vetting-process";
import * as why from "@/features/content/why-ga";
import { formCopy } from "@/features/delegation/form-copy";
import { formMessages } from "@/features/delegation/form-messages";
import { accessibilityStatement } from "@/features/content/accessibility-statement";
import { globalErrorCopy } from "@/features/content/global-error";
import { pageMetas } from "@/features/content/page-metas";
import * as samples from "@/features/content/samples";
import { presets } from "@/features/accessibility/presets";
import * as options from "@/features/delegation/options";
import { delegableTasks } from "@/features/delegation/tasks";
import { timeZoneOptions } from "@/platform/business-hours/time-zones";
import { site } from "@/platform/config/site";

/**
 * Every module that holds copy a visitor or a member of staff reads: the pages and their metadata, the
 * form, the lead e-mails, the admin area's messages, the shell, the accessibility panel and its presets,
 * speech and the shared labels, each under its file's path so a failing test names the file to edit.
 * Tests over the site's wording walk these; words written inside components are read by sourceStrings.
 */
export const copyModules: Readonly<Record<string, unknown>> = {
  "platform/config/site.ts": site,
  "features/content/shared.ts": shared,
  "features/content/home.ts": home,
  "features/content/why-ga.ts": why,
  "features/content/pricing.ts": pricing,
  "features/content/roles.ts": roles,
  "features/content/sample-profiles.ts": sampleProfiles,
  "features/content/samples.ts": samples,
  "features/content/vetting-process.ts": vetting,
  "features/content/case-studies.ts": caseStudies,
  "features/content/for-agencies.ts": agencies,
  "features/content/resources.ts": resources,
  "features/content/resource-documents.ts": resourceDocuments,
  "features/content/delegation-guide.ts": delegationGuide,
  "features/content/company.ts": companyPage,
  "features/content/page-metas.ts": pageMetas,
  "features/content/request-form.ts": requestForm,
  "features/delegation/form-messages.ts": formMessages,
  "features/delegation/request-sent-copy.ts": requestSent,
  "features/delegation/lead-mail-copy.ts": leadMail,
  "features/content/privacy-policy.ts": privacyPolicy,
  "features/content/terms-of-use.ts": termsOfUse,
  "features/content/accessibility-statement.ts": accessibilityStatement,
  "features/content/global-error.ts": globalErrorCopy,
  "features/delegation/form-copy.ts": formCopy,
  "features/delegation/options.ts": options,
  "features/delegation/tasks.ts": delegableTasks,
  "platform/business-hours/time-zones.ts": timeZoneOptions,
  "features/admin/admin-copy.ts": adminCopy,
  "features/accessibility/shell-copy.ts": shell,
  "features/accessibility/panel-copy.ts": accessibilityPanel,
  "features/accessibility/presets.ts": presets,
  "features/accessibility/speech/speech-copy.ts": speech,
  "features/accessibility/speech/shortcut-help-copy.ts": shortcutHelp,
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

/** Every string reachable from the copy modules, with the file and key path that lead to it; each string once. */
export function contentStrings(modules: Readonly<Record<string, unknown>> = copyModules): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const seen = new Set<unknown>();
  for (const [file, module] of Object.entries(modules)) {
    const found: Array<[string, string]> = [];
    collect(module, "", found, seen);
    for (const [path, text] of found) out.push([`${file} ${path.replace(/^\./, "")}`, text]);
  }
  const unique = new Map<string, string>();
  for (const [path, text] of out) if (!unique.has(text)) unique.set(text, path);
  return [...unique].map(([text, path]) => [path, text]);
}

/** Where the words written inside code live: pages, components and the logic that composes messages. */
const sourceRoots = ["app", "components", "lib"];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/**
 * A literal with no space in lower case (a class name, a storage key, an option code such as
 * "daily-optimisation", a path), a camelCase field name or an SQL statement is code, not a word a person reads.
 */
const codeShaped = /^[a-z0-9]+(?:[-_:./@#][a-z0-9]+)*$/;
/** A field name such as "timeZone". */
const camelCase = /^[a-z]+[A-Z][A-Za-z0-9]*$/;
/** A statement to the database, read by no one but SQLite. */
const sqlStatement = /^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|WITH|PRAGMA)\b/;

function isCode(text: string): boolean {
  return codeShaped.test(text) || camelCase.test(text) || sqlStatement.test(text);
}

/**
 * The text written inside the source: JSX text, string literals (attributes such as aria-label, title and
 * placeholder among them) and the fixed parts of template literals (joined by "…"), each with its file and line. Comments
 * and module specifiers are not read; literals that are code are left out.
 */
export function sourceStrings(root: string = process.cwd()): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const file of sourceRoots.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const name = relative(root, file).split(sep).join("/");
    const source = ts.createSourceFile(name, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isExternalModuleReference(node)) return;
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
      let text: string | null = null;
      if (ts.isJsxText(node)) text = node.text.replace(/\s+/g, " ").trim();
      else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
      // A template's fixed parts as one text, its substitutions marked by "…": one statement or one sentence.
      else if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("…");
      if (text && !isCode(text)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        out.push([`${name}:${line}`, text]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}
