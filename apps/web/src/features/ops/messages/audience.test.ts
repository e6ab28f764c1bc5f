import { describe, expect, it } from 'vitest';
import { audienceOf, EMPTY_AUDIENCE, splitUsernames } from './audience';

describe('message audience form', () => {
  it('splits usernames on lines, commas and spaces, each once', () => {
    expect(splitUsernames('player01, player02\nplayer03  player01，player04;')).toEqual(['player01', 'player02', 'player03', 'player04']);
    expect(splitUsernames('  \n ')).toEqual([]);
  });

  it('builds the audience the server takes from the chosen kind only', () => {
    const draft = { ...EMPTY_AUDIENCE, username: ' player01 ', usernames: 'a b', agent: 'agent01' };
    expect(audienceOf(draft)).toEqual({ to: 'member', username: 'player01' });
    expect(audienceOf({ ...draft, to: 'list' })).toEqual({ to: 'list', usernames: ['a', 'b'] });
    expect(audienceOf({ ...draft, to: 'team', scope: 'direct' })).toEqual({ to: 'team', agent: 'agent01', scope: 'direct' });
    expect(audienceOf({ ...draft, to: 'all' })).toEqual({ to: 'all' });
  });
});
