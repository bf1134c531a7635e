import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test/render-with-i18n';
import type { MeetingSlot } from '../api/company-subscription';
import { MeetingPicker } from './meeting-picker';

/** Sunday 29 Nov to Thursday 3 Dec 2026 (UTC; Kuwait is UTC+3), 10:00 to 15:00 Kuwait time. */
const slots: MeetingSlot[] = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'].flatMap((day) =>
  [7, 8, 9, 10, 11, 12].map((hour) => ({
    start: `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`,
    end: `${day}T${String(hour + 1).padStart(2, '0')}:00:00.000Z`,
  })),
);

const Picker = () => {
  const [chosen, setChosen] = useState<string | null>(null);
  return <MeetingPicker slots={slots} chosen={chosen} onChoose={(slot) => setChosen(slot.start)} error={undefined} />;
};

describe('the meeting-slot picker (ar)', () => {
  it('shows the days in a row and one day’s times at a time, and keeps the chosen slot across days', async () => {
    const { user } = await renderWithI18n(<Picker />, 'ar');
    const days = within(screen.getByRole('group', { name: 'اليوم' })).getAllByRole('button');
    expect(days).toHaveLength(5);
    expect(days[0]).toHaveAttribute('aria-pressed', 'true');
    expect(days[0]).toHaveAccessibleName(/الأحد/);
    // Thirty slots, six on screen.
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(screen.getAllByRole('radio')[0]?.closest('label')).toHaveTextContent('10:00');

    await user.click(days[2] as HTMLElement);
    expect(days[2]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: /الثلاثاء/ })).toBeInTheDocument();
    await user.click(screen.getAllByRole('radio')[5] as HTMLElement);
    expect(screen.getByTestId('meeting-chosen')).toHaveTextContent(/الثلاثاء.*3:00 م/);

    // Another day shown: its times are free to choose, the chosen one stays said.
    await user.click(days[0] as HTMLElement);
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByTestId('meeting-chosen')).toHaveTextContent(/الثلاثاء/);
    expect(days[2]).toHaveAttribute('data-chosen', 'true');
  });
});
