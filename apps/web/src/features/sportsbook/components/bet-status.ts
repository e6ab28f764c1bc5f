import type { SportsbookBet } from '@fortuna/shared';
import type { BadgeTone } from '../../../ui/badge';

/** The badge colour of a bet: waiting amber, accepted blue, won green, lost or refused red, void and stake back grey. */
export function betTone(bet: Pick<SportsbookBet, 'status' | 'outcome'>): BadgeTone {
  switch (bet.status) {
    case 'placing':
    case 'pending':
      return 'warning';
    case 'open':
      return 'info';
    case 'rejecting':
    case 'rejected':
      return 'danger';
    case 'void':
      return 'neutral';
    case 'settled':
      return outcomeTone(bet.outcome);
  }
}

/** The badge colour of an outcome (a leg's or a bet's). */
export function outcomeTone(outcome: SportsbookBet['outcome']): BadgeTone {
  if (outcome === 'win' || outcome === 'half_win') return 'success';
  if (outcome === 'lose' || outcome === 'half_loss') return 'danger';
  return 'neutral';
}
