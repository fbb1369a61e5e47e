/**
 * Upload progress for tRPC's FormData calls. `fetch` cannot report how much of a request body
 * has been sent, XMLHttpRequest can: `progressFetch` is the fetch of the link that carries
 * FormData (src/lib/trpc.ts), and a form that wants progress registers its FormData first:
 *
 *     const stop = watchUploadProgress(form, (fraction) => setProgress(fraction));
 *     try { await mutation.mutateAsync(form); } finally { stop(); }
 *
 * Other requests go through the normal fetch untouched.
 */
const listeners = new WeakMap<FormData, (fraction: number) => void>();

export function watchUploadProgress(
  form: FormData,
  listener: (fraction: number) => void,
): () => void {
  listeners.set(form, listener);
  return () => listeners.delete(form);
}

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function progressFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = init?.body;
  const listener = body instanceof FormData ? listeners.get(body) : undefined;
  if (!listener || !(body instanceof FormData) || typeof XMLHttpRequest === "undefined")
    return fetch(input, init);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init?.method ?? "POST", input instanceof Request ? input.url : String(input));
    new Headers(init?.headers).forEach((value, name) => {
      // The browser writes multipart's content type itself, with its boundary.
      if (name !== "content-type") request.setRequestHeader(name, value);
    });
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) listener(event.loaded / event.total);
    };
    request.onload = () => {
      listener(1);
      resolve(
        new Response(NULL_BODY_STATUSES.has(request.status) ? null : request.responseText, {
          status: request.status,
          statusText: request.statusText,
          headers: headersOf(request.getAllResponseHeaders()),
        }),
      );
    };
    request.onerror = () => reject(new TypeError("Network request failed"));
    request.ontimeout = () => reject(new TypeError("Network request timed out"));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    const signal = init?.signal;
    if (signal) {
      if (signal.aborted) return request.abort();
      signal.addEventListener("abort", () => request.abort(), { once: true });
    }
    request.send(body);
  });
}
