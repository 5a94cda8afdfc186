/**
 * The site's stylesheet, in cascade order, imported by each route group's layout (app/(marketing),
 * app/(request-form) and app/(admin)) rather than by the root layout; see app/layout.tsx for why.
 * Served as one cached file (docs/performance.md): the form's rules (forms.css) are not in it, but in a
 * file of their own that only the pages with fields or the guide's checklist import (form-styles.ts).
 */
import "./tokens.css";
import "./base.css";
import "./layout.css";
import "./ui.css";
import "./marketing.css";
import "./accessibility.css";
import "./themes.css";
import "./speech.css";
// Proof material (sample labels, fact lists, the funnel chart) is on most public pages: it rides in the shared
// file every page has cached rather than in a file of its own.
import "./evidence.css";
