import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Isolate, PhoneNumber } from './isolate';

describe('Isolate', () => {
  it('isolates a name by its own first letter, and a phone number left to right', () => {
    render(
      <p dir="rtl">
        رسالة جديدة من <Isolate>Salem Al-Kandari</Isolate> على <PhoneNumber phone="68552059" />
      </p>,
    );
    const name = screen.getByText('Salem Al-Kandari');
    expect(name.tagName).toBe('BDI');
    expect(name).not.toHaveAttribute('dir');
    const phone = screen.getByText('+965 68552059');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });
});
