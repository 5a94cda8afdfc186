/**
 * The id of the <style> that holds the site stylesheet's critical part (app/styles/critical-style.tsx) and, in its
 * data-stylesheet, the file the head script links for a visitor with saved settings. Outside the head script, so a
 * client component can name it without bundling the script.
 */
export const stylesheetSourceId = "critical-css";
