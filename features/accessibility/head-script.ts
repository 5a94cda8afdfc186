import { pageStateKey } from "./settings-storage";
import { serifStackPattern } from "./system-defaults";

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
 * names it does not expect are skipped: the store rewrites the saved state on its next load. A constant
 * string, so the Content-Security-Policy allows it by its hash.
 */
export const headScriptSource = [
  "(function(){try{",
  `var d=document.documentElement,s=JSON.parse(localStorage.getItem(${JSON.stringify(pageStateKey)})),k,f,l,r;`,
  `if(!s){/${serifStackPattern.source}/i.test(getComputedStyle(d).getPropertyValue("--font-family-default").trim())&&d.setAttribute("data-font","georgia");return}`,
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
