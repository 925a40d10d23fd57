import {clipboardFailure, isTwinResponse, type CopyFailure} from './copyPageCore';

/** The browser APIs a copy uses, passed in so the unit test can stand in for them. */
export interface CopyEnvironment {
  fetch: (url: string) => Promise<Pick<Response, 'status' | 'headers' | 'text'>>;
  /** Absent where the browser offers pages no clipboard (insecure origins, old browsers). */
  clipboard?: Partial<Pick<Clipboard, 'write' | 'writeText'>>;
  /** Absent in browsers without the asynchronous clipboard's item type. */
  ClipboardItem?: new (items: Record<string, Promise<Blob>>) => ClipboardItem;
  isOnline: () => boolean;
}

/** A twin that could not be read, with the reason the reader is told. */
class TwinUnavailable extends Error {
  constructor(readonly failure: CopyFailure) {
    super(failure);
  }
}

async function downloadTwin(path: string, env: CopyEnvironment): Promise<string> {
  let response;
  try {
    response = await env.fetch(path);
  } catch {
    // The request never got an answer: offline (and the lite offline tier has no copy), or the network failed.
    throw new TwinUnavailable(env.isOnline() ? 'network' : 'offline');
  }
  if (!isTwinResponse(response.status, response.headers.get('content-type'))) {
    throw new TwinUnavailable('missing');
  }
  return response.text();
}

/**
 * Puts the twin at `path` on the clipboard, byte for byte as the server sends it.
 * Where the browser has ClipboardItem, the clipboard write starts at once with
 * the download as a promise: Safari only lets a page write to the clipboard
 * while the click that asked for it is being handled, which a download would
 * outlast. Elsewhere the text is written once downloaded.
 * Resolves to null once copied, else to the reason it failed.
 */
export async function copyTwin(path: string, env: CopyEnvironment): Promise<CopyFailure | null> {
  const {clipboard, ClipboardItem} = env;
  const writeItems = ClipboardItem && clipboard?.write?.bind(clipboard);
  const writeText = clipboard?.writeText?.bind(clipboard);
  if (!writeItems && !writeText) {
    return 'unsupported';
  }
  const text = downloadTwin(path, env);
  // Observed at once, so a failed download never reports as an unhandled rejection while the clipboard waits.
  const twinFailure = text.then(
    () => null,
    (error: unknown) => (error instanceof TwinUnavailable ? error.failure : 'unknown'),
  );
  try {
    if (writeItems && ClipboardItem) {
      const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
      await writeItems([new ClipboardItem({'text/plain': blob})]);
    } else {
      await writeText!(await text);
    }
    return null;
  } catch (error) {
    // A failed download makes the clipboard write fail too: the download's reason is the one to tell.
    return (await twinFailure) ?? clipboardFailure(error);
  }
}
