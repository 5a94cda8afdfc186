/** Every company setting set to another company's real-looking values, as a deployment would have them. */
export const anotherCompany = {
  BRAND_NAME: "Seatwise",
  BRAND_SHORT_NAME: "SW",
  CONTACT_EMAIL: "hello@seatwise.co",
  SOCIAL_TWITTER_URL: "https://x.com/seatwise",
  SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/seatwise",
  SOCIAL_FACEBOOK_URL: "https://www.facebook.com/seatwise",
  LEGAL_ENTITY_NAME: "Seatwise Talent Ltd",
  LEGAL_ADDRESS: "20 Harbour Road, Leith, EH6 6LL, United Kingdom",
  LEGAL_GOVERNING_LAW: "Scotland",
  SITE_URL: "https://www.seatwise.co",
} as const;
