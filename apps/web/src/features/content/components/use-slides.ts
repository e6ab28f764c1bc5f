import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: a slide moves in 1 s. */
const SLIDE_MS = 1000;

const ease = (x: number) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

type Slides = {
  /** The first visible slide. */
  selected: number;
  /** How many first-visible positions there are (slides minus those visible at once, plus one). */
  pages: number;
  go: (index: number) => void;
  next: () => void;
  prev: () => void;
};

/**
 * A row of slides in a native scroll-snapping viewport (swipe and scroll are the browser's): which
 * slide is first in view, and moves to a slide in 1 s (eased; at once when the visitor asks for
 * reduced motion), wrapping round at both ends. Replaces a carousel library on the first page.
 */
export function useSlides(viewport: HTMLElement | null, count: number, rtl: boolean): Slides {
  const [selected, setSelected] = useState(0);
  const [pages, setPages] = useState(count);
  const animation = useRef(0);

  const slideWidth = useCallback(() => {
    const first = viewport?.querySelector<HTMLElement>('[data-slide]');
    return first?.offsetWidth ?? 0;
  }, [viewport]);

  useEffect(() => {
    if (!viewport) return;
    const measure = () => {
      const width = slideWidth();
      const visible = width > 0 ? Math.max(1, Math.round(viewport.clientWidth / width)) : 1;
      setPages(Math.max(1, count - visible + 1));
    };
    const onScroll = () => {
      const width = slideWidth();
      if (width > 0) setSelected(Math.round(Math.abs(viewport.scrollLeft) / width));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    viewport.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      viewport.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(animation.current);
    };
  }, [viewport, count, slideWidth]);

  const go = useCallback(
    (index: number) => {
      if (!viewport) return;
      const target = index * slideWidth() * (rtl ? -1 : 1);
      cancelAnimationFrame(animation.current);
      if (reducedMotion()) {
        viewport.scrollLeft = target;
        return;
      }
      const from = viewport.scrollLeft;
      const started = performance.now();
      // Snapping would pull every intermediate position back: off while the slide moves.
      viewport.style.scrollSnapType = 'none';
      const step = (now: number) => {
        const progress = Math.min(1, (now - started) / SLIDE_MS);
        viewport.scrollLeft = from + (target - from) * ease(progress);
        if (progress < 1) animation.current = requestAnimationFrame(step);
        else viewport.style.scrollSnapType = '';
      };
      animation.current = requestAnimationFrame(step);
    },
    [viewport, rtl, slideWidth],
  );

  const last = Math.min(selected, pages - 1);
  const next = useCallback(() => go(last + 1 >= pages ? 0 : last + 1), [go, last, pages]);
  const prev = useCallback(() => go(last - 1 < 0 ? pages - 1 : last - 1), [go, last, pages]);
  return { selected: last, pages, go, next, prev };
}

/**
 * Calls `advance` every `delay` ms while `active`, paused while the pointer is over `root`, focus
 * is inside it, or the page is hidden (spec §9 autoplay, stopping on hover and focus).
 */
export function useAutoplay(root: HTMLElement | null, active: boolean, delay: number, advance: () => void): void {
  const [paused, setPaused] = useState(false);
  const latest = useRef(advance);
  latest.current = advance;

  useEffect(() => {
    if (!root) return;
    let hovered = false;
    let focused = false;
    const update = () => setPaused(hovered || focused);
    const enter = () => {
      hovered = true;
      update();
    };
    const leave = () => {
      hovered = false;
      update();
    };
    const focusIn = () => {
      focused = true;
      update();
    };
    const focusOut = (event: FocusEvent) => {
      focused = event.relatedTarget instanceof Node && root.contains(event.relatedTarget);
      update();
    };
    root.addEventListener('mouseenter', enter);
    root.addEventListener('mouseleave', leave);
    root.addEventListener('focusin', focusIn);
    root.addEventListener('focusout', focusOut);
    return () => {
      root.removeEventListener('mouseenter', enter);
      root.removeEventListener('mouseleave', leave);
      root.removeEventListener('focusin', focusIn);
      root.removeEventListener('focusout', focusOut);
    };
  }, [root]);

  useEffect(() => {
    if (!active || paused) return;
    const timer = setInterval(() => {
      if (!document.hidden) latest.current();
    }, delay);
    return () => clearInterval(timer);
  }, [active, paused, delay]);
}
