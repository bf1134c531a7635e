/** An on/off switch (a checkbox with the switch role) with its label. */
export const SwitchField = ({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) => (
  <label className="filter filter-switch" data-testid={testId}>
    <span>{label}</span>
    <input
      type="checkbox"
      role="switch"
      checked={checked}
      aria-checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  </label>
);
