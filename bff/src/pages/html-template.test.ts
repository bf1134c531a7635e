import { describe, expect, it } from 'vitest';
import { renderPage, scriptSafeJson } from './html-template.js';

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
        settings: { mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', mapAttribution: '', webPush: null },
      },
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>A &quot;b&quot; &lt;c&gt;</title>');
    expect(html).toContain('hreflang="en"');
    expect(html).toContain('id="badal-bootstrap"');
  });
});
