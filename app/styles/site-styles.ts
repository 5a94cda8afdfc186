/**
 * The site's stylesheet, in cascade order, as the admin area imports it through Next (form-styles.ts). The public
 * pages get the same sheets, with forms.css after them, as one generated file (npm run styles,
 * scripts/styles/build-stylesheets.ts, which lists them in this order; docs/performance.md).
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
