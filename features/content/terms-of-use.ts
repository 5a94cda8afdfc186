import { pageStateKey } from "@/features/accessibility/settings-storage";
import { company } from "@/platform/config/company";
import { site } from "@/platform/config/site";
import { brand, figures } from "./shared";
import type { LegalDocument } from "@/platform/page/content-shapes";

export const termsOfUse: LegalDocument = {
  meta: {
    title: "Terms of use",
    description: `The terms for using the ${brand} website: who runs it, acceptable use, the request form, accessibility settings kept in your browser, sample content and our liability.`,
    path: "/terms-of-use",
  },
  title: "Terms of use",
  lastUpdated: "26 November 2026",
  summary: `These terms cover your use of the ${brand} website. Placing a specialist is governed by a separate client agreement that we sign with you before any work starts.`,
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        `This website is run by ${company.legal.entityName} ("${brand}", "we"), ${company.legal.address}. You can write to us at that address or e-mail ${site.email}.`,
      ],
    },
    {
      id: "acceptance",
      heading: "Using this site",
      paragraphs: [
        `By using this website you agree to these terms. If you do not agree, please do not use the site. Questions about them can be sent to ${site.email}.`,
      ],
    },
    {
      id: "information",
      heading: "Information on the site",
      paragraphs: [
        `We keep the information on this site accurate and current, but it is general information, not an offer. Prices shown, such as plans from ${figures.startingPrice}, are starting points; your quote depends on the role, seniority and hours you need and is confirmed in writing.`,
        "The case studies, quotes and specialist profiles marked as samples or examples are written by us to show the kind of work and people we offer. Their clients and people are fictional, and their figures are not client results or promises of any particular result.",
      ],
    },
    {
      id: "delegation-requests",
      heading: "Delegation requests",
      paragraphs: [
        "Sending the request form asks us to contact you; it does not create a contract for either side. Please give accurate details and only submit information you are entitled to share. We handle what you submit as described in our privacy policy.",
        "Automated or bulk submissions, and submissions made on someone else's behalf without their permission, are not allowed, and we may block them.",
      ],
    },
    {
      id: "accessibility-features",
      heading: "Accessibility features",
      paragraphs: [
        `The accessibility panel, text-to-speech and keyboard shortcuts are provided to make the site easier to use. Your settings are stored only in your browser's local storage under the keys "accessibility-settings" and "${pageStateKey}" and are never sent to us. Speech uses your device's own speech engine, so voices and languages depend on your browser.`,
        `We work to meet WCAG 2.2 level AA. If something on the site is hard for you to use, tell us at ${site.email} and we will help and fix it.`,
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      paragraphs: ["When using the site you agree not to:"],
      list: [
        "attempt to access the admin area or any data without authorization",
        "interfere with the site's security, availability or performance",
        "copy substantial parts of the site's content for commercial use without our permission",
        "use the site to send unlawful, misleading or harmful material",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        `The ${brand} name, logo, text, illustrations and code of this site belong to us or our licensors. You may view, print and share pages for your own non-commercial use with a link back to the original. Free resources may be used inside your own organization.`,
      ],
    },
    {
      id: "liability",
      heading: "Liability",
      paragraphs: [
        "The site is provided as it is. To the extent the law allows, we are not liable for indirect or consequential loss arising from its use, or for the content of external sites we link to. Nothing in these terms limits liability that cannot be limited by law.",
      ],
    },
    {
      id: "changes-and-law",
      heading: "Changes and governing law",
      paragraphs: [
        `We may update these terms; the date at the top shows the latest version, and continuing to use the site means you accept it. These terms are governed by the laws of ${company.legal.governingLaw}, and the courts of ${company.legal.governingLaw} have jurisdiction over any dispute.`,
      ],
    },
  ],
};
