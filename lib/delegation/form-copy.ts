/** The form page's headings, hints and confirmation copy. */
export const formCopy = {
  title: "Tell us what you would like to delegate",
  description:
    "Request vetted marketing talent: tell us the roles and tasks you want to hand over, your hours and budget, and a talent advisor replies within one business day.",
  eyebrow: "Get started",
  intro: "It takes about three minutes. Fields marked optional can be left blank; everything else we need to match you well.",
  legends: {
    about: "About you",
    organisation: "Your organisation",
    roles: "Roles you need",
    tasks: "Tasks to delegate",
    engagement: "Hours, timing and budget",
    more: "Anything else",
  },
  tasksHint: "Tick the tasks for each role you chose, or describe the work in your own words.",
  tasksNoRole: "Choose a role above to see its tasks.",
  submit: "Send my request",
  submitting: "Sending…",
  consentBefore: "I agree to OpenSeat handling my details as described in the ",
  consentLink: "privacy policy",
  consentAfter: ", to reply to this request.",
  honeypotLabel: "Leave this empty",
  optional: "(optional)",
  confirmation: {
    heading: "Thank you",
    referenceLabel: "Your reference",
    body: "We have your request. Please quote the reference if you contact us about it.",
    nextHeading: "What happens next",
    next: [
      "Within one business day, a talent advisor e-mails you to book a 20-minute call.",
      "Within three business days of that call, you receive two or three vetted candidate profiles.",
      "You interview the candidates you like; most clients start within two weeks.",
    ],
    backLabel: "Back to the delegation guide",
  },
} as const;
