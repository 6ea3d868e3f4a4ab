/**
 * Shows the type of an identifier in a code block (`<span class="tw" data-type="…">`, written by the
 * build: ../shiki.ts) in one popup: on hover, and from the keyboard: focus a code block, press Enter or
 * ↓ to step into its identifiers, ←/→ to move, Escape to leave. The popup sits under the line (above it
 * when there is no room below), never over it, and inside the viewport; Escape closes it.
 * Loaded by ./typePopups.ts on a reader's first hover or key press in a code block.
 */

const TOKEN = '.tw';
const MARGIN = 8;

let popup: HTMLDivElement | undefined;
let shownFor: HTMLElement | undefined;
let hideTimer: number | undefined;

function popupElement(): HTMLDivElement {
  if (!popup) {
    popup = document.createElement('div');
    popup.id = 'tw-popup';
    popup.className = 'tw-popup';
    popup.setAttribute('role', 'tooltip');
    popup.addEventListener('pointerenter', () => window.clearTimeout(hideTimer));
    popup.addEventListener('pointerleave', () => scheduleHide());
    document.body.appendChild(popup);
  }
  return popup;
}

function show(token: HTMLElement): void {
  window.clearTimeout(hideTimer);
  if (shownFor === token) return;
  hide();
  const element = popupElement();
  const type = element.appendChild(document.createElement('code'));
  type.textContent = token.dataset.type ?? '';
  if (token.dataset.docs) element.appendChild(document.createElement('p')).textContent = token.dataset.docs;
  element.hidden = false;
  // Measured where nothing limits its width: at the page's left edge.
  element.style.left = '0px';
  element.style.top = '0px';
  shownFor = token;
  token.setAttribute('aria-describedby', element.id);

  const line = token.getBoundingClientRect();
  const width = Math.min(element.offsetWidth, window.innerWidth - 2 * MARGIN);
  const left = Math.max(MARGIN, Math.min(line.left, window.innerWidth - width - MARGIN));
  const below = line.bottom + element.offsetHeight + MARGIN <= window.innerHeight || line.top < element.offsetHeight;
  const top = below ? line.bottom + 4 : line.top - element.offsetHeight - 4;
  element.style.left = `${left + window.scrollX}px`;
  element.style.top = `${top + window.scrollY}px`;
}

function hide(): void {
  if (!popup || !shownFor) return;
  shownFor.removeAttribute('aria-describedby');
  shownFor = undefined;
  popup.hidden = true;
  popup.replaceChildren();
}

function scheduleHide(): void {
  window.clearTimeout(hideTimer);
  hideTimer = window.setTimeout(hide, 150);
}

const tokenOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(TOKEN) : null);

function step(from: HTMLElement, by: number): void {
  const tokens = Array.from(from.closest('pre')?.querySelectorAll<HTMLElement>(TOKEN) ?? []);
  const next = tokens[tokens.indexOf(from) + by];
  if (next) focusToken(next);
}

function focusToken(token: HTMLElement): void {
  token.tabIndex = -1;
  token.focus();
  token.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

function onKeyDown(event: KeyboardEvent): void {
  const target = event.target as HTMLElement;
  if (event.key === 'Escape' && shownFor) {
    const token = shownFor;
    hide();
    if (target === token) token.closest('pre')?.focus();
    return;
  }
  const token = tokenOf(target);
  if (token && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
    event.preventDefault();
    step(token, event.key === 'ArrowRight' ? 1 : -1);
  } else if (target.tagName === 'PRE' && (event.key === 'Enter' || event.key === 'ArrowDown')) {
    const first = target.querySelector<HTMLElement>(TOKEN);
    if (!first) return;
    event.preventDefault();
    focusToken(first);
  }
}

/** Handles the event that loaded this module, then every later one. */
export function start(first: Event): void {
  const onPointerOver = (event: Event) => {
    const token = tokenOf(event.target);
    if (token) show(token);
  };
  const onFocusIn = (event: Event) => {
    const token = tokenOf(event.target);
    if (token) show(token);
    else if (event.target !== popup) hide();
  };
  document.addEventListener('pointerover', onPointerOver);
  document.addEventListener('pointerout', (event) => {
    if (tokenOf(event.target) && !tokenOf(event.relatedTarget)) scheduleHide();
  });
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('keydown', onKeyDown);
  if (first.type === 'pointerover') onPointerOver(first);
  else if (first.type === 'keydown') onKeyDown(first as KeyboardEvent);
}

/** A client-side navigation leaves no popup behind. */
export { hide };
