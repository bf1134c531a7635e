import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.js';

describe('escapeHtml', () => {
  it('makes text safe in element content and in quoted attributes, Arabic left as it is', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a> بدل`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt; بدل',
    );
  });
});
