/**
 * Three real-looking companies, every detail set as a deployment would set it. Each keeps a value that is
 * also a local default somewhere (the brand "OpenSeat", the governing law "England and Wales"): being equal
 * to a default does not make a value a placeholder.
 */
export const englishCompany = {
  BRAND_NAME: "OpenSeat",
  BRAND_SHORT_NAME: "OS",
  CONTACT_EMAIL: "hello@openseat.co.uk",
  SOCIAL_TWITTER_URL: "https://x.com/openseat_uk",
  SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/openseat-talent",
  SOCIAL_FACEBOOK_URL: "https://www.facebook.com/openseatuk",
  LEGAL_ENTITY_NAME: "OpenSeat Talent Ltd",
  LEGAL_ADDRESS: "71-75 Shelton Street, Covent Garden, London, WC2H 9JQ, United Kingdom",
  LEGAL_GOVERNING_LAW: "England and Wales",
  SITE_URL: "https://www.openseat.co.uk",
} as const;

export const americanCompany = {
  BRAND_NAME: "Deskbridge",
  BRAND_SHORT_NAME: "DB",
  CONTACT_EMAIL: "team@deskbridge.com",
  SOCIAL_TWITTER_URL: "https://x.com/deskbridge",
  SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/deskbridge",
  SOCIAL_FACEBOOK_URL: "https://www.facebook.com/deskbridgehq",
  LEGAL_ENTITY_NAME: "Deskbridge, Inc.",
  LEGAL_ADDRESS: "251 Little Falls Drive, Wilmington, DE 19808, United States",
  LEGAL_GOVERNING_LAW: "the State of Delaware",
  SITE_URL: "https://deskbridge.com",
} as const;

export const germanCompany = {
  BRAND_NAME: "Platzwerk",
  BRAND_SHORT_NAME: "PW",
  CONTACT_EMAIL: "kontakt@platzwerk.de",
  SOCIAL_TWITTER_URL: "https://x.com/platzwerk",
  SOCIAL_LINKEDIN_URL: "https://de.linkedin.com/company/platzwerk-gmbh",
  SOCIAL_FACEBOOK_URL: "https://www.facebook.com/platzwerk.de",
  LEGAL_ENTITY_NAME: "Platzwerk GmbH",
  LEGAL_ADDRESS: "Friedrichstraße 68, 10117 Berlin, Deutschland",
  LEGAL_GOVERNING_LAW: "the Federal Republic of Germany",
  SITE_URL: "https://www.platzwerk.de",
} as const;

export const realCompanies = [
  ["an English Ltd", englishCompany],
  ["an American Inc", americanCompany],
  ["a German GmbH", germanCompany],
] as const;
