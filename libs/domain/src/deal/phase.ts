/**
 * A phase of a deal's schedule. A pinned phase sits on fixed dates and is moved explicitly by a
 * reschedule; a relative phase is stored as offsets from the deal's start, so it follows the start
 * by construction.
 */
export type Phase = PinnedPhase | RelativePhase;

interface PhaseBase {
  readonly id: string;
  readonly dealId: string;
  readonly name: string;
}

export interface PinnedPhase extends PhaseBase {
  readonly pinned: true;
  readonly start: number;
  readonly end: number;
}

export interface RelativePhase extends PhaseBase {
  readonly pinned: false;
  /** Milliseconds from the deal's start. */
  readonly startOffset: number;
  readonly endOffset: number;
}

/** Absolute dates of a phase, given the deal's start (null when a relative phase has nothing to hang on). */
export function phaseDates(phase: Phase, dealStart: number | null): { start: number; end: number } | null {
  if (phase.pinned) return { start: phase.start, end: phase.end };
  if (dealStart === null) return null;
  return { start: dealStart + phase.startOffset, end: dealStart + phase.endOffset };
}

/** A phase as a schedule shows it: its absolute dates, null when a relative phase has no deal start. */
export interface DatedPhase {
  readonly id: string;
  readonly dealId: string;
  readonly name: string;
  readonly pinned: boolean;
  readonly start: number | null;
  readonly end: number | null;
}

export function datedPhase(phase: Phase, dealStart: number | null): DatedPhase {
  const dates = phaseDates(phase, dealStart);
  return {
    id: phase.id,
    dealId: phase.dealId,
    name: phase.name,
    pinned: phase.pinned,
    start: dates?.start ?? null,
    end: dates?.end ?? null,
  };
}
