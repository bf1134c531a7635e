import { describe, expect, it } from 'vitest';
import { formatAllowed, sniffFormat } from '../upstream/file-sniff.js';
import { renderPage, scriptSafeJson } from './html-template.js';
import { redactUrl } from './redact.js';

describe('redaction', () => {
  it('hides secrets in query strings only', () => {
    expect(redactUrl('/bff/session/google/callback?code=abc&redirectTo=%2F')).toBe(
      '/bff/session/google/callback?code=%5BRedacted%5D&redirectTo=%2F',
    );
    expect(redactUrl('/api/categories/mini?page=2')).toBe('/api/categories/mini?page=2');
  });
});

describe('page template', () => {
  it('keeps inlined JSON inside its script element', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
  it('fills lang, dir, head and bootstrap', () => {
    const html = renderPage(
      '<html lang="en" dir="ltr"><head><!--badal:head--></head><body><!--badal:bootstrap--></body></html>',
      'ar',
      {
        title: 'A "b" <c>',
        description: 'd',
        canonical: 'http://x/ar',
        alternates: [{ hreflang: 'en', href: 'http://x/en' }],
      },
      {
        locale: 'ar',
        direction: 'rtl',
        session: null,
        self: null,
        categories: null,
        unreadCount: null,
        settings: { mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', mapAttribution: '' },
      },
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>A &quot;b&quot; &lt;c&gt;</title>');
    expect(html).toContain('hreflang="en"');
    expect(html).toContain('id="badal-bootstrap"');
  });
});

describe('file formats by content', () => {
  it('recognises images and ignores names', () => {
    expect(sniffFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBe('png');
    expect(sniffFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(sniffFormat(Buffer.from('%PDF-1.7 ...'))).toBe('pdf');
    expect(sniffFormat(Buffer.from('hello world, مرحبا'))).toBe('txt');
    expect(sniffFormat(Buffer.from([0x00, 0x01, 0x02, 0x9f, 0x00, 0x00]))).toBeNull();
    expect(sniffFormat(Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]))).toBe('mp4');
    expect(formatAllowed('mp4', ['mov'])).toBe(true);
    expect(formatAllowed('zip', ['docx'])).toBe(true);
    expect(formatAllowed('jpeg', ['png', 'jpg'])).toBe(true);
    expect(formatAllowed('pdf', ['png', 'jpg', 'jpeg'])).toBe(false);
    expect(formatAllowed(null, [])).toBe(true);
  });
});
