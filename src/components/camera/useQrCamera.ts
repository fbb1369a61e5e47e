import { useEffect, useRef, useState } from "react";
import { loadQrDetector } from "./qr-reader";

export type QrCameraState = "starting" | "scanning" | "no-camera" | "denied" | "failed";

function stateOfError(error: unknown): QrCameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "NotReadableError")
    return "no-camera";
  return "failed";
}

/**
 * The camera loop behind `QrCameraView` (stations, bottle stickers). Call it in a component
 * mounted only after a tap, so the browser asks for the camera only then. It reads a few frames
 * a second until `read` accepts a QR's text, then stops the camera and hands the value on; a QR
 * that `read` refuses shows `wrongCodeHint`. The camera is released on unmount.
 */
export function useQrCamera<T>(options: {
  read(text: string): T | null;
  onFound(value: T): void;
  wrongCodeHint: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<QrCameraState>("starting");
  const [hint, setHint] = useState<string | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState("no-camera");
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setState(stateOfError(error));
        return;
      }
      const element = video.current;
      if (stopped || !element) {
        stop();
        return;
      }
      try {
        element.srcObject = stream;
        await element.play();
        const detector = await loadQrDetector();
        if (stopped) return;
        setState("scanning");
        const tick = async () => {
          if (stopped) return;
          if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
            for (const text of await detector.detect(element)) {
              const value = latest.current.read(text);
              if (value !== null) {
                stop();
                latest.current.onFound(value);
                return;
              }
              setHint(latest.current.wrongCodeHint);
            }
          }
          timer = setTimeout(() => void tick(), 250);
        };
        await tick();
      } catch {
        if (!stopped) setState("failed");
        stop();
      }
    })();
    return stop;
  }, []);

  return { video, state, hint };
}
