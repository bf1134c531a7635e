import { Trans, useLingui } from '@lingui/react/macro';
import { FieldError } from '../../../components/form/field-error';
import { kuwaitTimeFormat } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import type { MeetingSlot } from '../api/company-subscription';

/** The free slots, a group per day, in Kuwait time whatever the device's zone. */
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
  const day = kuwaitTimeFormat(locale, { dateStyle: 'full' });
  const time = kuwaitTimeFormat(locale, { timeStyle: 'short' });
  const days = new Map<string, MeetingSlot[]>();
  for (const slot of slots) {
    const name = day.format(new Date(slot.start));
    days.set(name, [...(days.get(name) ?? []), slot]);
  }
  if (slots.length === 0)
    return (
      <p className="empty-state">
        <Trans>No meeting time is free in the next two weeks. Please try again tomorrow.</Trans>
      </p>
    );
  return (
    <fieldset className="meeting-picker" aria-describedby={error ? 'meeting-error' : 'meeting-hint'}>
      <legend>{t`Meeting with the Badal team`}</legend>
      <p className="field-hint" id="meeting-hint">
        <Trans>One hour, at our office or by video call. Times are Kuwait time.</Trans>
      </p>
      {[...days].map(([name, daySlots]) => (
        <fieldset key={name} className="meeting-day">
          <legend className="meeting-day-name">{name}</legend>
          <div className="meeting-times">
            {daySlots.map((slot) => (
              <label key={slot.start} className="option-card meeting-time">
                <input
                  type="radio"
                  name="meeting"
                  value={slot.start}
                  checked={chosen === slot.start}
                  onChange={() => onChoose(slot)}
                />
                <span>
                  {time.format(new Date(slot.start))} – {time.format(new Date(slot.end))}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <FieldError id="meeting-error" message={error} />
    </fieldset>
  );
};
