// Stands in for theme-classic's lib/nprogress client module (see index.ts): the same bar, without nprogress.
import type { ClientModule } from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

/** A navigation quicker than this shows no bar. */
const DELAY_MS = 200;
/** How often, and by what share of the distance left, the bar creeps on while chunks load. */
const TRICKLE_MS = 200;
const TRICKLE_SHARE = 0.1;
const MOVE = `transform ${TRICKLE_MS}ms ease`;

let shown: { container: HTMLElement; trickle: number } | undefined;

function place(bar: HTMLElement, fraction: number): void {
  bar.style.transform = `translate3d(${(fraction - 1) * 100}%, 0, 0)`;
}

function start(): void {
  if (shown) return;
  const container = document.createElement('div');
  container.id = 'nprogress';
  const bar = container.appendChild(document.createElement('div'));
  bar.className = 'bar';
  bar.appendChild(document.createElement('div')).className = 'peg';
  let fraction = 0.08;
  place(bar, fraction);
  document.body.appendChild(container);
  bar.getBoundingClientRect(); // the starting point is laid out, so the first step animates
  bar.style.transition = MOVE;
  const trickle = window.setInterval(() => {
    fraction += (0.994 - fraction) * TRICKLE_SHARE;
    place(bar, fraction);
  }, TRICKLE_MS);
  shown = { container, trickle };
}

function done(): void {
  if (!shown) return;
  const { container, trickle } = shown;
  shown = undefined;
  window.clearInterval(trickle);
  place(container.firstElementChild as HTMLElement, 1);
  container.style.transition = `opacity ${DELAY_MS}ms linear ${DELAY_MS}ms`;
  container.style.opacity = '0';
  window.setTimeout(() => container.remove(), 2 * DELAY_MS);
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timeout = window.setTimeout(start, DELAY_MS);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    done();
  },
};

export default clientModule;
