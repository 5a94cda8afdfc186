import { site } from "@/platform/config/site";
import { formDuration } from "@/features/delegation/form-copy";
import { figures } from "@/platform/config/promised-figures";
import { brand, service } from "@/platform/config/service-promise";
import type { CtaBandContent, LinkItem } from "@/platform/page/content-shapes";

export { brand, figures, formDuration, service };

export const getStartedLink: LinkItem = { label: site.getStarted.label, href: site.getStarted.href };

export const defaultCtaBand: CtaBandContent = {
  title: "Put a vetted specialist in your open seat",
  body: `Tell us which tasks are eating your week. Your ${service.contact} replies ${service.reply}, you meet hand-picked candidates ${service.shortlist}, and seats start from ${figures.startingPrice}.`,
  primary: getStartedLink,
  secondary: { label: "Read the delegation guide", href: "/delegation-tasks-guide" },
};
