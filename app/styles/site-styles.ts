/**
 * The site's stylesheet, in cascade order, imported by each route group's layout (app/(marketing),
 * app/(request-form) and app/(admin)) rather than by the root layout; see app/layout.tsx for why.
 */
import "./tokens.css";
import "./base.css";
import "./layout.css";
import "./ui.css";
import "./marketing.css";
import "./accessibility.css";
import "./themes.css";
import "./speech.css";
// The pages' own rules ship with the shell's, so each page carries one stylesheet, not two: when it was
// still a file, a second render-blocking one cost a phone another connection before the first paint.
import "./evidence.css";
import "./forms.css";
