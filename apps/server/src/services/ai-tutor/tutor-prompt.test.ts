import { describe, expect, it } from 'vitest';
import { aiChatMessages } from '@codeyard/shared';
import { estimateTokens, turnsWithinBudget } from './tutor-prompt.js';

describe('the conversation sent to the model', () => {
  it('keeps the newest turns within the token budget and starts with a user turn', () => {
    const turns = Array.from({ length: 10 }, (_, index) => ({
      role: index % 2 === 0 ? ('user' as const) : ('model' as const),
      text: `${index}`.padEnd(400, '.'),
    }));
    // 400 characters are about 100 tokens: 350 tokens hold three turns, of which the oldest is a model turn and goes.
    expect(estimateTokens(turns[0]!.text)).toBe(100);
    const kept = turnsWithinBudget(turns, 350);
    expect(kept.map((turn) => turn.text[0])).toEqual(['8', '9']);
    expect(kept[0]!.role).toBe('user');
  });

  it('always keeps the newest message, however long', () => {
    const kept = turnsWithinBudget(
      [
        { role: 'user', text: 'old' },
        { role: 'model', text: 'reply' },
        { role: 'user', text: 'x'.repeat(100_000) },
      ],
      10,
    );
    expect(kept).toEqual([{ role: 'user', text: 'x'.repeat(100_000) }]);
  });

  it('leaves out the failure notices and joins turns of one role', () => {
    const kept = turnsWithinBudget(
      [
        { role: 'user', text: 'first' },
        { role: 'model', text: aiChatMessages.failed },
        { role: 'user', text: 'second' },
      ],
      1000,
    );
    expect(kept).toEqual([{ role: 'user', text: 'first\n\nsecond' }]);
  });
});
