import { dyslexiaMode, fontStylesheetId, spacingReferencePx } from "./document-state";
import { defaultSettings, settingChoices, settingRanges, storageKey } from "./settings";
import { serifStackPattern } from "./system-defaults";

/*
 * The blocking script at the top of <head>: it applies the stored settings before first paint so a
 * reload never flashes default styles. It mirrors repairSettings, systemDefaults and documentState
 * (a unit test runs it and compares the result with theirs), is wrapped so it can never throw, and
 * is a constant string so the Content-Security-Policy can allow it by hash or nonce.
 */

function precision(step: number | null, min: number): number {
  const places = (n: number) => (String(n).split(".")[1] ?? "").length;
  return step === null ? 0 : Math.max(places(step), places(min));
}

const ranges = Object.fromEntries(
  Object.entries(settingRanges).map(([key, range]) => [key, { ...range, p: precision(range.step, range.min) }]),
);

const fonts = {
  OpenDyslexic: ["/fonts/opendyslexic.css", fontStylesheetId("/fonts/opendyslexic.css")],
  "Atkinson Hyperlegible": ["/fonts/atkinson-hyperlegible.css", fontStylesheetId("/fonts/atkinson-hyperlegible.css")],
};

const json = JSON.stringify;

/**
 * While a stored self-hosted font (OpenDyslexic, Atkinson Hyperlegible) loads, the page stays hidden,
 * for at most this long: text swapping fonts after first paint measured a layout shift of 0.16 on /home.
 */
export const fontLoadingAttribute = "data-font-loading";
const fontLoadingTimeoutMs = 1500;

export const headScriptSource = `(function(){try{
var d=document,h=d.documentElement,R=${json(ranges)},C=${json(settingChoices)},D=${json(defaultSettings)},F=${json(fonts)},Y=${json(dyslexiaMode)},S=${spacingReferencePx};
var m=function(q){try{return matchMedia(q).matches}catch(e){return false}};
var z=0;try{var b=d.createElement("span");b.style.cssText="position:absolute;visibility:hidden;font-size:medium";h.appendChild(b);z=parseFloat(getComputedStyle(b).fontSize);b.remove()}catch(e){}
var n=function(v,r){v=Math.min(r.max,Math.max(r.min,v));return r.step===null?v:Math.min(r.max,+(r.min+Math.round((v-r.min)/r.step)*r.step).toFixed(r.p))};
D.fontSize=z>0&&isFinite(z)?n(z,R.fontSize):D.fontSize;
var g="";try{g=getComputedStyle(h).getPropertyValue("--font-family-default")}catch(e){}
D.fontFamily=new RegExp(${json(serifStackPattern.source)},"i").test(g.trim())?"Georgia":"Inter";
D.reducedMotion=m("(prefers-reduced-motion: reduce)");D.highContrast=m("(prefers-contrast: more)");
var o=null;try{var t=localStorage.getItem(${json(storageKey)});if(t!==null)o=JSON.parse(t)}catch(e){}
if(!o||typeof o!=="object"||Array.isArray(o))o={};
var s={};for(var k in D){var v=o[k],f=D[k];
if(R[k])v=typeof v==="number"&&isFinite(v)?n(v,R[k]):f;
else if(C[k])v=C[k].indexOf(v)<0?f:v;
else if(k==="voiceURI")v=v===null||typeof v==="string"?v:f;
else if(typeof v!=="boolean")v=f;
s[k]=v}
var y=s.dyslexiaFriendly,l=s.letterSpacing/S,w=s.wordSpacing/S,x=function(q){return q?"":null},e=function(q){return +q.toFixed(4)+"em"};
var A={"data-theme":s.colorTheme,"data-font":s.fontFamily.toLowerCase().replace(/ /g,"-"),"data-high-contrast":x(s.highContrast),"data-focus-outlines":x(s.focusOutlines),"data-cursor":s.cursor==="default"?null:s.cursor,"data-reduced-motion":x(s.reducedMotion),"data-dyslexia":x(y),"data-reading-mask":x(s.readingMask),"data-highlight-links":x(s.highlightLinks),"data-highlight-headings":x(s.highlightHeadings)};
for(var a in A){if(A[a]===null)h.removeAttribute(a);else h.setAttribute(a,A[a])}
var P={"--root-font-size":s.fontSize+"px","--line-height":String(y?Math.max(Y.lineHeight,s.lineHeight):s.lineHeight),"--letter-spacing":e(y?Math.max(Y.letterSpacingEm,l):l),"--word-spacing":e(y?Math.max(Y.wordSpacingEm,w):w),"--text-align":s.textAlign,"--font-weight-body":y?String(Y.fontWeight):"400"};
for(var q in P)h.style.setProperty(q,P[q]);
var u=F[s.fontFamily];if(u&&!d.getElementById(u[1])){var i=d.createElement("link");i.id=u[1];i.rel="stylesheet";i.href=u[0];
h.setAttribute(${json(fontLoadingAttribute)},"");var r=function(){h.removeAttribute(${json(fontLoadingAttribute)})};setTimeout(r,${fontLoadingTimeoutMs});
i.onload=function(){try{var c='"'+s.fontFamily+'"';Promise.all([d.fonts.load("400 1em "+c),d.fonts.load("700 1em "+c)]).then(r,r)}catch(e){r()}};i.onerror=r;d.head.appendChild(i)}
}catch(e){}})();`;
