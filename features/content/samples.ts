/**
 * How sample material is labelled. The case studies, quotes and specialist profiles on the site are
 * samples written to show the kind of work and people the company offers; the company replaces them
 * with its clients' and specialists' own (published with their permission) by editing the content
 * modules that hold them. Every sample carries one of these labels wherever it is shown.
 */
export const sampleLabels = {
  story: "Sample story",
  quote: "Sample quote",
  profile: "Example profile",
} as const;
