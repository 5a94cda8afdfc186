import type { DelegationStatus } from "@/features/delegation/options";

/**
 * Which status may follow which. A lead moves forward (new, contacted, qualified, won or lost); lost leads
 * can be re-opened; anything can be archived, and an archived request can be brought back as new.
 */
export const statusTransitions: Readonly<Record<DelegationStatus, readonly DelegationStatus[]>> = {
  new: ["contacted", "qualified", "lost", "archived"],
  contacted: ["qualified", "won", "lost", "archived"],
  qualified: ["contacted", "won", "lost", "archived"],
  won: ["archived"],
  lost: ["contacted", "archived"],
  archived: ["new"],
};

export function allowedNextStatuses(current: DelegationStatus): readonly DelegationStatus[] {
  return statusTransitions[current];
}

export function canTransition(from: DelegationStatus, to: DelegationStatus): boolean {
  return statusTransitions[from].includes(to);
}
