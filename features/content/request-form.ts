import { formDuration } from "@/features/delegation/form-copy";
import { formPath } from "@/platform/config/form-paths";
import { service } from "./shared";
import type { HeroContent, PageMeta } from "@/platform/page/content-shapes";

/**
 * The request form page's own words, rendered on the server. The form's labels and hints live in
 * features/delegation/form-copy.ts, which ships to the browser with the form, so nothing here does.
 */
export const requestFormMeta: PageMeta = {
  title: "Request marketing talent",
  description: `Request vetted marketing talent: tell us the roles and tasks you want to hand over, your hours and budget, and your ${service.contact} replies ${service.reply}.`,
  path: formPath,
};

export const requestFormHero: HeroContent = {
  eyebrow: "Get started",
  title: "Tell us what you would like to delegate",
  lead: `It takes ${formDuration}. Fields marked optional can be left blank; everything else we need to match you well.`,
};
