import { pageStateKey } from "./settings-storage";
import { serifStackPattern } from "./system-defaults";
import { stylesheetSourceId } from "./stylesheet-source";

/** Set on <html> while a saved self-hosted font loads; the stylesheet hides the page meanwhile. */
export const fontLoadingAttribute = "data-font-loading";

/** Text swapping fonts after first paint measured a layout shift of 0.16 on /home; never hide the page longer than this. */
const fontLoadingTimeoutMs = 1500;

const loading = JSON.stringify(fontLoadingAttribute);

/**
 * The blocking script in <head>: applies the saved page state before first paint, so a reload or a new
 * page never flashes the defaults. With nothing saved, the server's attributes and the stylesheets'
 * media queries stand; only the system's font family is read here, since CSS cannot choose a setting
 * from the site's own font stack. A saved state that does not parse is ignored whole, and entries with
 * names it does not expect are skipped: the store rewrites the saved state on its next load. With a saved state,
 * it links the site's whole stylesheet (named by the data-stylesheet of the critical part's <style>, which comes
 * before it), render-blocking, in <head>: the critical part inlined for a first visit styles only the default settings
 * (docs/performance.md), and this visitor's browser has the file cached since their first page. The admin area's
 * <style> names none: it has the stylesheet through Next, and a link written here would come after its admin.css
 * and win its ties (tests/e2e/admin-stylesheet.spec.ts). A constant string, so the
 * Content-Security-Policy allows it by its hash.
 */
export const headScriptSource = [
  "(function(){try{",
  `var d=document.documentElement,s=JSON.parse(localStorage.getItem(${JSON.stringify(pageStateKey)})),k,f,l,r;`,
  `if(!s){/${serifStackPattern.source}/i.test(getComputedStyle(d).getPropertyValue("--font-family-default").trim())&&d.setAttribute("data-font","georgia");return}`,
  // Written while <head> is parsed, the link is the parser's: render-blocking as a link in the markup would be (a
  // script-inserted one, even with blocking="render", let the page paint first and shift on a busy machine).
  `k=document.getElementById(${JSON.stringify(stylesheetSourceId)});k=k&&k.getAttribute("data-stylesheet");`,
  'if(k&&/^\\/styles\\/[\\w-]+\\.css$/.test(k)){if(document.readyState=="loading")document.write(\'<link rel="stylesheet" href="\'+k+\'">\');else{l=document.createElement("link");l.rel="stylesheet";l.href=k;document.head.appendChild(l)}}',
  "for(k in s.a)/^data-[a-z-]+$/.test(k)&&(s.a[k]===null?d.removeAttribute(k):d.setAttribute(k,s.a[k]));",
  "for(k in s.p)/^--[a-z-]+$/.test(k)&&d.style.setProperty(k,s.p[k]);",
  // The stylesheet's id is fontStylesheetId's, so the store never adds it a second time.
  'f=s.f;if(!f||!/^\\/fonts\\/[\\w-]+\\.css$/.test(f[0])||document.getElementById(k="a11y-font-"+f[0].replace(/\\W+/g,"-")))return;',
  'l=document.createElement("link");l.id=k;l.rel="stylesheet";l.href=f[0];document.head.appendChild(l);',
  // The page stays hidden until the font is in (both weights), or the timeout.
  `d.setAttribute(${loading},"");r=function(){d.removeAttribute(${loading})};setTimeout(r,${fontLoadingTimeoutMs});`,
  `l.onload=function(){try{k='1em "'+f[1]+'"';Promise.all([document.fonts.load("400 "+k),document.fonts.load("700 "+k)]).then(r,r)}catch(e){r()}};l.onerror=r`,
  "}catch(e){}})();",
].join("");
