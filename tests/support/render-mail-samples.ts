/**
 * Writes the two lead e-mails for a sample request as files, to look at before a change ships:
 *   npx tsx --conditions=react-server tests/support/render-mail-samples.ts [output folder]
 * then open buyer.html and staff.html in a browser. The folder defaults to mail-samples in the system's
 * temporary folder; the script prints where it wrote.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { composeBuyerConfirmation, composeStaffAlert } from "@/features/delegation/request-mail";
import { sampleRequest } from "../unit/features/delegation/request-mail/sample-request";

const folder = path.resolve(process.argv[2] ?? path.join(tmpdir(), "mail-samples"));
mkdirSync(folder, { recursive: true });

const request = sampleRequest();
const samples = {
  buyer: composeBuyerConfirmation(request),
  "buyer-other-zone": composeBuyerConfirmation(sampleRequest({ timeZone: "other", fullName: "Visit www.example.com now" })),
  staff: composeStaffAlert(request, `http://localhost:3000/admin/requests/${request.id}`),
};

for (const [name, mail] of Object.entries(samples)) {
  writeFileSync(path.join(folder, `${name}.html`), mail.html);
  writeFileSync(path.join(folder, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
}
console.log(`Wrote ${Object.keys(samples).length} samples (HTML and text) to ${folder}`);
