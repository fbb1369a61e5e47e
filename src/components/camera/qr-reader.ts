/**
 * The camera scanners' QR reader, loaded only when someone opens a scanner (a station's code, a
 * bottle's sticker): the BarcodeDetector ponyfill (`barcode-detector`, ZXing compiled to
 * WebAssembly). Its WebAssembly is served by the app itself: the bundler copies zxing-wasm's
 * reader binary into the build's static files (the `new URL(…, import.meta.url)` below) and
 * `locateFile` points the module at it, so nothing is fetched from a CDN.
 */

/** The reader binary of the zxing-wasm version barcode-detector embeds (checked by a test). */
export const READER_WASM_URL = new URL(
  "../../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm",
  import.meta.url,
).href;

/** Emscripten's locateFile: the app's copy of the .wasm, anything else where it would be. */
export function locateReaderFile(path: string, prefix: string, wasmUrl = READER_WASM_URL): string {
  return path.endsWith(".wasm") ? wasmUrl : prefix + path;
}

export type QrDetector = { detect(source: HTMLVideoElement): Promise<string[]> };

let loading: Promise<QrDetector> | null = null;

/** The QR reader, created once per page. */
export function loadQrDetector(): Promise<QrDetector> {
  loading ??= import("barcode-detector/ponyfill").then(
    ({ BarcodeDetector, prepareZXingModule }) => {
      prepareZXingModule({
        overrides: { locateFile: (path: string, prefix: string) => locateReaderFile(path, prefix) },
      });
      const detector = new BarcodeDetector({ formats: ["qr_code"] });
      return {
        async detect(source) {
          const found = await detector.detect(source);
          return found.map((code) => code.rawValue);
        },
      };
    },
  );
  loading.catch(() => {
    // A failed load (offline, blocked) may succeed on the next tap.
    loading = null;
  });
  return loading;
}
