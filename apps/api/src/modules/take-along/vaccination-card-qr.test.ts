import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createParent, type TestParent } from '../../test/factories';
import { pdfPages, renderPdfPage } from './test-helpers';

// 12:00 in India on 22 Nov 2026.
const NOW = '2026-11-22T06:30:00.000Z';
const CARD = '/api/vaccinetracker/card/';

describe('the vaccination card with a doctor’s record link', () => {
  const ctx = useTestApp({ now: NOW });

  const makeLink = async (parent: TestParent, childId: string, hours: number) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/share-links/',
        headers: parent.headers,
        payload: { child_id: childId, expires_in_hours: hours },
      })
    ).json() as { id: string; url: string };
  const tokenOf = (url: string) => url.split('/shared/')[1]!;
  const card = (parent: TestParent, childId: string, token?: string, language = 'en') =>
    ctx.app.inject({
      method: 'GET',
      url: `${CARD}?child_id=${childId}${token ? `&share_link=${token}` : ''}`,
      headers: { ...parent.headers, 'accept-language': language },
    });

  it('prints the link as a QR code a phone reads, with the last day it works', async () => {
    const parent = await createParent(ctx, {
      children: [{ name: 'Ira', dob: '2026-01-01', gender: 'girl' }],
    });
    const childId = parent.childIds[0]!;
    // 72 hours from 12:00 IST on 22 Nov: works until 12:00 on 25 Nov.
    const link = await makeLink(parent, childId, 72);
    const res = await card(parent, childId, tokenOf(link.url));
    expect(res.statusCode).toBe(200);

    const { pages } = await pdfPages(res.rawPayload);
    expect(pages[0]).toMatch(
      /Scan to see this record online, always up to date and read-only,\s*until 25 Nov 2026/,
    );
    expect(pages.join('\n')).not.toContain(tokenOf(link.url));

    // Drawn at 2× and read back by an independent decoder, as a phone's camera would.
    const page = await renderPdfPage(res.rawPayload, 1, 2);
    const read = jsQR(page.pixels, page.width, page.height);
    expect(read?.data).toBe(link.url);

    // In Hindi, the same code and the sentence in Hindi.
    const hindi = await card(parent, childId, tokenOf(link.url), 'hi');
    const hindiText = (await pdfPages(hindi.rawPayload)).pages[0]!;
    expect(hindiText).toContain('ऑनलाइन');
    const hindiPage = await renderPdfPage(hindi.rawPayload, 1, 2);
    if (process.env.TIKA_KEEP_PNG)
      (await import('node:fs')).writeFileSync(process.env.TIKA_KEEP_PNG, hindiPage.png);
    expect(jsQR(hindiPage.pixels, hindiPage.width, hindiPage.height)?.data).toBe(link.url);

    // Without a link: no code, no sentence.
    const plain = await card(parent, childId);
    expect((await pdfPages(plain.rawPayload)).pages[0]).not.toContain('Scan to see');
    const plainPage = await renderPdfPage(plain.rawPayload, 1, 2);
    expect(jsQR(plainPage.pixels, plainPage.width, plainPage.height)).toBeNull();
  });

  it('refuses a link of another child, a revoked one and a made-up one: 404, no card', async () => {
    const parent = await createParent(ctx, {
      children: [
        { name: 'Ira', dob: '2026-01-01', gender: 'girl' },
        { name: 'Kabir', dob: '2024-03-01', gender: 'boy' },
      ],
    });
    const [ira, kabir] = parent.childIds as [string, string];
    const kabirLink = await makeLink(parent, kabir, 24);
    expect((await card(parent, ira, tokenOf(kabirLink.url))).statusCode).toBe(404);

    const other = await createParent(ctx, {
      children: [{ name: 'Meher', dob: '2025-06-01', gender: 'girl' }],
    });
    const theirs = await makeLink(other, other.childIds[0]!, 24);
    expect((await card(parent, ira, tokenOf(theirs.url))).statusCode).toBe(404);

    const iraLink = await makeLink(parent, ira, 24);
    await ctx.app.inject({
      method: 'DELETE',
      url: '/api/share-links/',
      headers: parent.headers,
      payload: { id: iraLink.id },
    });
    expect((await card(parent, ira, tokenOf(iraLink.url))).statusCode).toBe(404);
    expect((await card(parent, ira, 'A'.repeat(43))).statusCode).toBe(404);
  });
});
