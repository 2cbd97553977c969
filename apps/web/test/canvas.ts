import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/** What the stubbed canvas gives as its picture: a PNG data URL, as a browser would. */
export const DRAWN_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAA=';

/**
 * jsdom has no 2D canvas: a context whose drawing calls do nothing, and a canvas that reads back
 * as DRAWN_SIGNATURE, so signature_pad runs its own logic (strokes, empty or not) in the tests.
 * Undone by the setup's restoreAllMocks.
 */
export function stubCanvas() {
  const context = new Proxy(
    {},
    { get: (target, key) => Reflect.get(target, key) ?? (() => undefined), set: () => true },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => DRAWN_SIGNATURE);
}

/**
 * A stroke across the canvas, as pointer events (or mouse events where the window has no
 * PointerEvent: signature_pad listens to one or the other).
 */
export function drawStroke(canvas: HTMLElement) {
  const at = (x: number, y: number, buttons: number) => ({
    clientX: x,
    clientY: y,
    buttons,
    button: 0,
    pointerId: 1,
    isPrimary: true,
  });
  fireEvent.pointerDown(canvas, at(10, 10, 1));
  fireEvent.pointerMove(window, at(60, 40, 1));
  fireEvent.pointerMove(window, at(120, 30, 1));
  fireEvent.pointerUp(window, at(120, 30, 0));
  fireEvent.mouseDown(canvas, at(10, 10, 1));
  fireEvent.mouseMove(window, at(60, 40, 1));
  fireEvent.mouseUp(window, at(120, 30, 0));
}
