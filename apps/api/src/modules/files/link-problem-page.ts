import type { FastifyReply, FastifyRequest } from 'fastify';
import { localize } from '../../i18n/localize';
import { requestLanguage } from '../../i18n/request-language';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What a parent sees who opens a file link that no longer works (expired after 15 minutes, or
 * its record deleted) as a page in the browser, a tab left open or a link copied: the API's
 * message in their language and the way back into Tika, instead of the 404's JSON. Scripts
 * and the app's own requests still get the JSON.
 */
export async function sendLinkProblemPage(
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
): Promise<FastifyReply> {
  const language = await requestLanguage(request);
  const said = escapeHtml(localize(message, language));
  const back = escapeHtml(localize('Open Tika', language));
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tika</title>
</head>
<body style="margin:0;min-height:100vh;display:grid;place-content:center;gap:16px;padding:24px;font-family:system-ui,sans-serif;background:#f7f5fb;color:#1d1530;text-align:center">
<p style="margin:0;font-size:1.1rem">${said}</p>
<p style="margin:0"><a href="/dashboard" style="color:#6b3fd4;font-weight:600">${back}</a></p>
</body>
</html>
`,
    );
}
