import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './tabs';

const ITEMS = [
  { id: 'a', label: 'First' },
  { id: 'b', label: 'Second' },
] as const;

function Harness({ panel }: { panel: boolean }) {
  const [value, setValue] = useState<'a' | 'b'>('a');
  return (
    <>
      <Tabs items={ITEMS} value={value} onChange={setValue} label="Pick" idBase="t" />
      {panel ? (
        <TabPanel idBase="t" id={value}>
          {value}
        </TabPanel>
      ) : null}
    </>
  );
}

describe('Tabs', () => {
  it('names a panel in aria-controls only while that panel is shown', () => {
    render(<Harness panel />);
    const [first, second] = screen.getAllByRole('tab');
    expect(first?.getAttribute('aria-controls')).toBe('t-panel-a');
    expect(second?.hasAttribute('aria-controls')).toBe(false);
    expect(screen.getByRole('tabpanel', { name: 'First' }).id).toBe('t-panel-a');

    fireEvent.click(screen.getByRole('tab', { name: 'Second' }));
    expect(first?.hasAttribute('aria-controls')).toBe(false);
    expect(second?.getAttribute('aria-controls')).toBe('t-panel-b');
  });

  it('names no panel when the caller renders none', () => {
    render(<Harness panel={false} />);
    for (const tab of screen.getAllByRole('tab')) expect(tab.hasAttribute('aria-controls')).toBe(false);
  });
});
