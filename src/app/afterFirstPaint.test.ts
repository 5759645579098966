// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './afterFirstPaint';

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('resolves in a task after the next frame, not before it', async () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | null = null;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    let done = false;
    void afterFirstPaint(window).then(() => (done = true));
    // Tasks run, no frame yet: the page has not been painted.
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    expect(frame).not.toBeNull();
    frame!(performance.now());
    // The frame's callbacks run before its paint: still not.
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('resolves at once for a page out of sight, which gets no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    await afterFirstPaint(window);
    expect(frames).not.toHaveBeenCalled();
  });

  it('goes on after a second when no frame comes', async () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    let done = false;
    void afterFirstPaint(window).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
