import { ANNOUNCER_REGION_IDS } from "@/features/accessibility/speech/speech-constants";

/**
 * The announcer's live regions, present from the first paint: screen readers reliably
 * announce changes only in regions that already existed.
 */
export function AnnouncerRegions() {
  return (
    <div className="visually-hidden" data-speech-skip="">
      <div id={ANNOUNCER_REGION_IDS.polite} role="status" aria-live="polite" aria-atomic="false" />
      <div id={ANNOUNCER_REGION_IDS.assertive} role="alert" aria-live="assertive" aria-atomic="false" />
    </div>
  );
}
