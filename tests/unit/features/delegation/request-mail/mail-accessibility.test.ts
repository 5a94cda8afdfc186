/** @jest-environment node */
import { composeBuyerConfirmation, composeStaffAlert } from "@/features/delegation/request-mail";
import { describeMailInBrowser } from "../../../../support/mail-in-browser";
import { sampleRequest } from "./sample-request";

/**
 * Both e-mails' HTML parts in a real browser, as a webmail client shows them, under the site's bar:
 * no axe violations at WCAG 2.2 A/AA (contrast included, which needs real layout), and no sideways
 * scrolling at 320 px. Mail clients differ from a browser, but an e-mail that fails here fails everywhere.
 */
const mails = {
  "the buyer's confirmation": composeBuyerConfirmation(sampleRequest()),
  "the buyer's confirmation on the team's clock": composeBuyerConfirmation(sampleRequest({ timeZone: "other" })),
  "the staff alert": composeStaffAlert(sampleRequest(), "https://openseat.example/admin/requests/req_01"),
};

describeMailInBrowser(mails);
