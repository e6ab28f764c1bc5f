import { useEffect, useState } from 'react';
import { apiHeaders } from '../../../lib/api';

type ImageState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

/**
 * An image only its owner or an operator may see: fetched with the caller's Authorization (an
 * `<img src>` cannot send it) and shown from an object URL, released when the image goes.
 * `authorization` is the operator's token in the back office; the member's session otherwise.
 */
export function useImageBlob(path: string, authorization?: string | null): ImageState {
  const [state, setState] = useState<ImageState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    setState({ status: 'loading' });
    const headers = apiHeaders();
    headers.set('Accept', 'image/png, image/jpeg');
    if (authorization === null) headers.delete('Authorization');
    else if (authorization !== undefined) headers.set('Authorization', authorization);
    fetch(path, { headers, signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !/^image\/(png|jpeg)$/.test(type)) throw new Error('image unavailable');
        url = URL.createObjectURL(await response.blob());
        setState({ status: 'ready', url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, authorization]);
  return state;
}
