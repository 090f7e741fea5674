import { buildUrl, networkError, readApiAnswer, apiHeaders } from '../../../lib/api-client';

/** The file name the server chose (Content-Disposition), or ours when it gave none. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition
    ? (/filename="([^"]+)"/i.exec(disposition) ?? /filename=([^;]+)/i.exec(disposition))
    : null;
  const name = match?.[1]?.trim().replace(/[\\/]/g, '_');
  return name || fallback;
}

/**
 * Downloads a file the API makes for the signed-in parent. A plain link cannot send the
 * bearer token (docs/api.md), so: fetch with the Authorization header, then hand the blob to
 * the browser through a temporary object URL and <a download>. A failed answer throws the
 * server's ApiError (message and code), as every other call does.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string> | undefined,
  fallbackName: string,
): Promise<string> {
  const headers: Record<string, string> = apiHeaders();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers, credentials: 'same-origin' });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw networkError();
  }
  if (!response.ok) readApiAnswer(response.status, await response.text(), headers.authorization);

  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL after click() returns: release it on the next turn.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return name;
}
