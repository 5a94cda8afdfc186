import { isProductionDeployment, type DeploymentEnv } from "@/platform/server/deployment";
import { parseCompany } from "@/platform/config/company";
import { companyPlaceholders } from "@/platform/config/company-placeholders";
import { companySettingNames, configuredCompanySettings, type CompanyEnv, type CompanySettingName } from "@/platform/config/company-settings";
import { refuseToStart, warnAtStart } from "@/platform/server/start-refusal";

export interface CompanyCheckResult {
  /** True when the server must not start. */
  readonly refuse: boolean;
  /** One message per problem, each naming the variables concerned and what to do; empty when all is well. */
  readonly problems: readonly string[];
}

/** The settings set differently (or set on one side only) for the build that rendered the static pages and for this start. */
export function settingsChangedSinceBuild(env: CompanyEnv, builtWith: string | undefined): CompanySettingName[] {
  if (!builtWith) return [];
  let built: unknown;
  try {
    built = JSON.parse(builtWith);
  } catch {
    return [];
  }
  if (typeof built !== "object" || built === null) return [];
  const atBuild = built as Partial<Record<CompanySettingName, string>>;
  const now = configuredCompanySettings(env);
  return companySettingNames.filter((name) => atBuild[name] !== now[name]);
}

/**
 * What start-up makes of the company's details. Malformed values stop every start. A production
 * deployment (see platform/server/deployment.ts) also stops while a placeholder is left or while the static
 * pages were built with other values; locally those are only reported, so `npm start` just works.
 */
export function checkCompanyDetails(env: CompanyEnv & DeploymentEnv, builtWith?: string): CompanyCheckResult {
  try {
    parseCompany(env);
  } catch (error) {
    return { refuse: true, problems: [error instanceof Error ? error.message : String(error)] };
  }
  const deployed = isProductionDeployment(env);
  const problems: string[] = [];
  const placeholders = companyPlaceholders(env);
  if (placeholders.length > 0 && deployed) {
    problems.push(
      [
        "These company details still hold placeholders, and visitors would see them on every page:",
        ...placeholders.map(({ name, value, reason }) => `  - ${name}: ${value} is ${reason}`),
        'Set each one to the company\'s real value, for the build and the server alike (on Firebase App Hosting, in apphosting.yaml; README: "The company\'s details"), then deploy again.',
      ].join("\n"),
    );
  }
  const changed = settingsChangedSinceBuild(env, builtWith);
  if (changed.length > 0) {
    problems.push(
      [
        "The static pages were built with different values for:",
        ...changed.map((name) => `  - ${name}`),
        "Give the build and the server the same values for them, then build again.",
      ].join("\n"),
    );
  }
  return { refuse: deployed && problems.length > 0, problems };
}

/** The whole start-up message for a check's result: what happened, then each problem. */
export function companyCheckMessage({ refuse, problems }: CompanyCheckResult): string {
  const banner = refuse
    ? "Refusing to start: the company's details are not ready for visitors."
    : "The company's details need attention before this site is deployed:";
  return [banner, ...problems].join("\n\n");
}

/** Runs at server start (instrumentation.ts). */
export function runCompanyStartupCheck(): void {
  // Inlined by next.config.ts at build time: what the prerendered pages were rendered with.
  const result = checkCompanyDetails(process.env, process.env.COMPANY_SETTINGS_AT_BUILD);
  if (result.problems.length === 0) return;
  if (result.refuse) refuseToStart("company", companyCheckMessage(result));
  warnAtStart("company", companyCheckMessage(result));
}
