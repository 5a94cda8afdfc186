import { accessibilityStatement } from "./accessibility-statement";
import { caseStudiesMeta } from "./case-studies";
import { companyMeta } from "./company";
import { agenciesMeta } from "./for-agencies";
import { homeMeta } from "./home";
import { pricingMeta } from "./pricing";
import { privacyPolicy } from "./privacy-policy";
import { resourceDocuments } from "./resource-documents";
import { resourcesMeta } from "./resources";
import { rolesMeta } from "./roles";
import { termsOfUse } from "./terms-of-use";
import type { PageMeta } from "@/platform/page/content-shapes";
import { vettingMeta } from "./vetting-process";
import { whyMeta } from "./why-ga";

/** Every marketing page's metadata in one list, so uniqueness can be checked in one place. */
export const pageMetas: readonly PageMeta[] = [
  homeMeta,
  whyMeta,
  pricingMeta,
  rolesMeta,
  vettingMeta,
  caseStudiesMeta,
  agenciesMeta,
  resourcesMeta,
  ...resourceDocuments.map((document) => document.meta),
  companyMeta,
  privacyPolicy.meta,
  termsOfUse.meta,
  accessibilityStatement.meta,
];
