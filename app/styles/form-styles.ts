/**
 * The site's stylesheet and the form's rules (fields, choices, the error summary, the booking panel) after it, as
 * the admin area imports them through Next. The public pages link the same rules as one generated file
 * (docs/performance.md).
 */
import "./site-styles";
import "./forms.css";
