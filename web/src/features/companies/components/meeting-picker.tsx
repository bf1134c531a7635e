import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { kuwaitTimeFormat } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import type { MeetingSlot } from '../api/company-subscription';

interface Day {
  /** The day in Kuwait, as the key and the chip's accessible name ('Sunday, 29 November 2026'). */
  name: string;
  /** 'Sun 29 Nov': what fits on a chip. */
  short: string;
  slots: MeetingSlot[];
}

/**
 * The free slots in Kuwait time whatever the device's zone: a row of days, then the chosen day's
 * times as a grid — two weeks of about sixty slots fit on a phone screen instead of a column of
 * sixty rows.
 */
export const MeetingPicker = ({
  slots,
  chosen,
  onChoose,
  error,
}: {
  slots: readonly MeetingSlot[];
  chosen: string | null;
  onChoose: (slot: MeetingSlot) => void;
  error: string | undefined;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  const full = kuwaitTimeFormat(locale, { dateStyle: 'full' });
  const short = kuwaitTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' });
  const time = kuwaitTimeFormat(locale, { timeStyle: 'short' });
  const days: Day[] = [];
  for (const slot of slots) {
    const start = new Date(slot.start);
    const name = full.format(start);
    const day = days.at(-1);
    if (day?.name === name) day.slots.push(slot);
    else days.push({ name, short: short.format(start), slots: [slot] });
  }
  const chosenDay = days.find((day) => day.slots.some((slot) => slot.start === chosen))?.name;
  const [shown, setShown] = useState<string | undefined>(chosenDay);
  const day = days.find((d) => d.name === shown) ?? days[0];
  if (!day)
    return (
      <p className="empty-state">
        <Trans>No meeting time is free in the next two weeks. Please try again tomorrow.</Trans>
      </p>
    );
  const chosenSlot = slots.find((slot) => slot.start === chosen);
  return (
    <fieldset className="meeting-picker" aria-describedby={error ? 'meeting-error' : 'meeting-hint'}>
      <legend>{t`Meeting with the Badal team`}</legend>
      <p className="field-hint" id="meeting-hint">
        <Trans>One hour, at our office or by video call. Times are Kuwait time.</Trans>
      </p>
      <fieldset className="meeting-days">
        <legend className="visually-hidden">{t`Day`}</legend>
        {days.map((d) => (
          <button
            key={d.name}
            type="button"
            className="chip-toggle meeting-day-chip"
            aria-pressed={d === day}
            aria-label={d.name}
            data-chosen={d.name === chosenDay || undefined}
            onClick={() => setShown(d.name)}
          >
            {d.short}
          </button>
        ))}
      </fieldset>
      <fieldset className="meeting-day">
        <legend className="meeting-day-name">{day.name}</legend>
        <div className="meeting-times">
          {day.slots.map((slot) => (
            <label key={slot.start} className="option-card meeting-time">
              <input
                type="radio"
                name="meeting"
                value={slot.start}
                checked={chosen === slot.start}
                onChange={() => onChoose(slot)}
              />
              {/* The start is enough: every slot lasts one hour (the hint above says so). */}
              <span>{time.format(new Date(slot.start))}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {chosenSlot && (
        <p className="meeting-chosen" data-testid="meeting-chosen">
          <Trans>
            Your meeting: {full.format(new Date(chosenSlot.start))}, {time.format(new Date(chosenSlot.start))}
          </Trans>
        </p>
      )}
      <FieldError id="meeting-error" message={error} />
    </fieldset>
  );
};
