import { pageStateKey } from "@/features/accessibility/settings-storage";
import { company } from "@/platform/config/company";
import { summaryStorageKey } from "@/features/delegation/submission-summary";
import { FIGURES_RETENTION_MONTHS } from "@/features/analytics/day-key";
import { counterLifetimeMs, defaultLimits } from "@/platform/config/limits";
import { site } from "@/platform/config/site";
import { INVITATION_KEPT_DAYS, INVITATION_LIFETIME_MS } from "@/features/team/invitations/lifetime";
import { countWord } from "@/platform/business-hours/reply-promise";
import { brand } from "./shared";
import type { LegalDocument } from "@/platform/page/content-shapes";

/** Storage key the accessibility panel uses; quoted here so the policy names it exactly. */
export const accessibilityStorageKey = "accessibility-settings";

const retention = site.dataRetention;
const formCountMinutes = counterLifetimeMs(defaultLimits.form.submissions) / 60_000;
const { confirmationsPerRecipient } = defaultLimits.mail;
const confirmationCountDays = counterLifetimeMs(confirmationsPerRecipient) / 86_400_000;
const figureBeacons = defaultLimits.figures.beacons;
const figureCountMinutes = counterLifetimeMs(figureBeacons) / 60_000;
const bookingChanges = defaultLimits.booking.changes;
const bookingCountDays = counterLifetimeMs(bookingChanges) / 86_400_000;

export const privacyPolicy: LegalDocument = {
  meta: {
    title: "Privacy policy",
    description: `How ${brand} handles your data: accessibility settings kept only in your browser, what the request form stores and for how long, one admin cookie and no third-party trackers.`,
    path: "/privacy-policy",
  },
  title: "Privacy policy",
  lastUpdated: "26 November 2026",
  summary: `In short: we collect only what you type into our request form, we use it only to answer your request, we never sell it, and you can have it erased by e-mailing ${site.email}. Your accessibility settings never leave your browser, and this site runs no third-party trackers.`,
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        `${brand} supplies vetted outsourced marketing specialists to businesses and agencies. ${brand} is run by ${company.legal.entityName}, ${company.legal.address}, which is the controller of the personal data described in this policy. You can reach us about anything in it at ${site.email}.`,
      ],
    },
    {
      id: "settings-in-your-browser",
      heading: "Accessibility settings stay in your browser",
      paragraphs: [
        `The accessibility panel lets you change text size, fonts, colors, spacing, reading aids, speech and interaction. Your choices are saved in your own browser's local storage under the key "${accessibilityStorageKey}" so they apply on your next visit, with a copy of how they style the page under "${pageStateKey}" so that pages show them from the first moment.`,
        "These settings are never sent to us or to anyone else. They are not linked to your identity, and we cannot see them. You can remove them at any time with the panel's Full Reset option or by clearing this site's data in your browser settings.",
        "Text-to-speech uses the speech engine built into your browser or operating system. When the OpenDyslexic font is selected, the font file is loaded from this site on demand.",
      ],
    },
    {
      id: "delegation-form",
      heading: "The request form",
      paragraphs: [
        "When you ask us to find a specialist through the request form, we store what you submit so that our team can reply and prepare a shortlist.",
        `After you send it, this browser tab keeps a copy of your answers in its session storage under the key "${summaryStorageKey}", so the confirmation page can show you what you sent. It is never sent to us, stays in that tab only, and is deleted when you close the tab. Without JavaScript nothing is kept, and the confirmation page's address holds only your request's reference and the signed key to book its call.`,
      ],
      list: [
        "What we store: your full name, work e-mail, company, website and phone number (both optional), whether you are a business or an agency, the roles and tasks you want to delegate, hours per week, start date, budget range, time zone, your message and, if you tell us, how you heard of us.",
        "Context we record with it: the time you gave consent, the page you submitted from, the referring page and campaign (UTM) parameters if any, and your browser's user-agent string, which help us spot abuse and understand which pages are useful.",
        `E-mails we send about it: a confirmation to the e-mail address you gave, with your reference, the choices you made on the form and when to expect our reply; an alert to our sales team, with a short summary and a link to the request in our admin area; and, if we have connected one, a signed message with the request's details to the tool our sales team works in. Each message, and the record of when it was sent or why it failed, is kept with your request and erased with it, on the same schedule and by the same erasure.`,
        `Abuse protection: to limit how many requests one network address can send, we count submissions per address for up to ${formCountMinutes} minutes. The count is kept under a one-way hash of the address, never the address itself, is not linked to your request, and is deleted once it no longer matters. In the same way, so that nobody can use our form to fill someone else's inbox, we count the confirmations sent to each e-mail address, under a one-way hash of the address, for up to ${countWord(confirmationCountDays)} days: one address receives at most ${countWord(confirmationsPerRecipient.limit)} a day.`,
        `Booking your first call: if you book a call on the confirmation page or from the link in your confirmation e-mail, we store its time, whether you chose a phone or a video call, the phone number you gave for it, which of our staff takes it, and when you booked, moved or canceled it. We send you and that staff member an e-mail with a calendar invitation for each change. The booking page is ours, with no third-party calendar or widget; its link carries a signed key that works only for your request, until your booking window closes or the call is over. So that a link cannot be used to fill anyone's inbox with invitations, it can make at most ${countWord(bookingChanges.limit)} changes a day (a booking, a move or a cancellation), counted under a one-way hash of the request's id for up to ${countWord(bookingCountDays)} days. The booking is kept with your request, included when you ask for a copy of your data, and erased with it, on the same schedule and by the same erasure.`,
        "Why: to answer your request and prepare a proposal, which is a step you ask us to take before a possible contract. We do not use it for unrelated marketing and we never sell or rent it.",
        `Who sees it: only ${brand} staff who handle requests, through a password-protected admin area, and the hosting and database providers that store it on our behalf under data-processing agreements.`,
        `How long: we keep a request for ${retention.requestMonths} months after our last contact with you (the last time our team changed its status or added a note to it; if we never did, the day you sent it), then delete it automatically, with our internal notes on it and the e-mails our team wrote to you about it from this site (each kept with the request, as a note and as the message sent). If you become a client, the details move into your client record and its contract terms apply.`,
        `Backups: so that a fault or a mistake cannot lose requests, we keep backup copies of our database for at most ${retention.backupWeeks} weeks each. A request deleted or erased after a backup was taken stays in that copy, unused, until the copy expires. If we ever restore a backup, every erasure carried out since it was taken is carried out again before the site uses the restored data; to make that possible we keep a record of each erasure (our internal reference of each request erased and a keyed one-way hash of the e-mail address, never the address itself) for ${retention.requestMonths} months, after which no backup could bring the requests back.`,
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights and erasure",
      paragraphs: [
        `You can ask for a copy of your data, ask us to correct it, or ask us to erase it at any time by e-mailing ${site.email} from the address you used in the form. We look up every request sent from exactly that e-mail address. For a copy, we send you all of them, with everything listed above and our internal notes (the e-mails our team wrote to you from this site among them) and status history, as one machine-readable (JSON) file. For erasure, we delete all of them, notes and history included, in one step, and confirm by e-mail. We act within ${retention.erasureDays} days. Our logs record that a copy was made or an erasure carried out, and how many requests it covered, but not your e-mail address or anything else about you.`,
        "You may also object to how we use your data or complain to your local data-protection authority.",
      ],
    },
    {
      id: "team-invitations",
      heading: "Invitations to our team",
      paragraphs: [
        `When an owner of our team invites a colleague to the admin area, we store the invited e-mail address, the role offered, who sent the invitation and when, when its link expires (${INVITATION_LIFETIME_MS / 3_600_000} hours later), whether it was accepted or canceled, and a one-way hash of the link's secret (never the link itself). The invitation e-mail goes to that address only. We delete the invitation ${INVITATION_KEPT_DAYS} days after its link stopped working (expired, used or canceled); the team's change log keeps who invited which address and when while the site runs.`,
        "Where our admin area offers Google sign-in, an invited colleague may accept with their Google account instead of choosing a password. We then check with Google that the account's address is verified and is the invited one, and mark that account as one of our admins in Firebase Authentication, Google's sign-in service that holds the account; we store no password or second factor for it. If the address differs, nothing is stored and the invitation stays open.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "Public pages of this site set no cookies, and the request form needs none: the form page holds a signed token with the time it was shown to you, sent back with your answers together with the page that sent you to the form and any campaign (UTM) tags in the address you arrived at this site by. It lets us refuse forms sent faster than a person could fill them in, store a request sent twice only once, and record where a request came from.",
        "The only cookie we use is the session cookie for our staff's admin area, together with the short-lived security cookies its sign-in needs. It is set only when a staff member signs in, is marked HttpOnly, and expires after eight hours.",
        "For each staff session we keep a record: when it began, when it was last active (the staff member's last request, noted at most once a minute) and the device it was signed in on, in a few words such as \"Chrome on Android\" told from the browser's User-Agent header, which itself is not kept. Staff see their own sessions on their account page, to tell them apart and end any they do not recognize. A record is deleted when its session is signed out or ended; an expired one is never used again and is deleted soon after.",
        "Because we use no advertising or analytics cookies, there is no cookie banner to dismiss.",
      ],
    },
    {
      id: "visit-figures",
      heading: "Visit figures, counted without tracking",
      paragraphs: [
        `To see whether the site helps people find us, our own server counts visits, with no cookie and nothing kept in your browser. After a public page has loaded, your browser tells our server which page of this site it is (any other address counts as "other"), and, when you arrive from another site or with no referrer, the name of the referring site (never the page you came from) and the campaign (utm_campaign) tag in the address. The request form also reports when it is shown, when you first click or tab into it, and when it is sent back with an error; when a request is stored, our server counts it with its campaign tag.`,
        "We keep only daily totals: for each day (in our team's time zone), how many times each page was viewed and each referring site, campaign and form step was counted. No identifier, IP address, user agent or anything else that could tell one visitor from another is stored with them, so the totals cannot be linked to you. Bots and our staff's admin area are not counted, and each kind of total keeps at most a fixed number of distinct values a day, the rest being counted together as \"other\".",
        `If your browser sends Do Not Track or Global Privacy Control, it sends nothing at all and you are not counted. To stop a single device from inflating the totals, our server keeps a one-way hash of its IP address for up to ${figureCountMinutes} minutes, counting at most ${figureBeacons.limit} reports in any ${figureBeacons.windowMs / 60_000} minutes, then forgets it. The daily totals are deleted ${FIGURES_RETENTION_MONTHS} months after the day they count.`,
      ],
    },
    {
      id: "no-trackers",
      heading: "No third-party trackers",
      paragraphs: [
        "This site loads no third-party analytics, advertising pixels, social-media widgets or externally hosted fonts. Pages and fonts are served from our own domain, so visiting does not tell any other company that you were here.",
        "Links to our social profiles take you to those networks only when you choose to follow them, and their own privacy policies then apply.",
      ],
    },
    {
      id: "security",
      heading: "Security",
      paragraphs: [
        "Form data travels over an encrypted connection, is stored with access limited to authorized staff, and every admin action is logged. No system is perfectly secure; if we ever learn of a breach affecting your data we will tell you without undue delay.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "If we change how we handle personal data we will update this page and the date at the top. Significant changes will be announced on the home page before they take effect.",
      ],
    },
  ],
};
