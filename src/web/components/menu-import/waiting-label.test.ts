import { describe, expect, it } from 'vitest';
import { waitingLabel } from './waiting-label';

describe('a queued import’s line', () => {
  it('shows its place in French ordinals, or simply waits when the server gives none', () => {
    expect(waitingLabel(1)).toBe('En attente (1er)…');
    expect(waitingLabel(2)).toBe('En attente (2e)…');
    expect(waitingLabel(12)).toBe('En attente (12e)…');
    expect(waitingLabel(undefined)).toBe('En attente de lecture…');
  });
});
