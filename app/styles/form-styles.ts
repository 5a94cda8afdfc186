/**
 * The form's rules (fields, choices, the error summary, the guide's checklist, the booking panel), imported
 * after the site's stylesheet by the pages that show them: the request form and its sent page, the guide,
 * a booking link and the admin area. Every other public page is spared them (docs/performance.md).
 */
import "./site-styles";
import "./forms.css";
