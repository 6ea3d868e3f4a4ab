/**
 * Shows the type of an identifier in a code block (`<span class="tw" data-t="…">`, a row of the type table
 * named by its block's `data-types`, written by the build: ../shiki.ts, ../typeTable.ts) in one popup: on
 * hover, and from the keyboard: focus a code block, press Enter or ↓ to step into its identifiers, ←/→ to
 * move, Escape to leave. The popup sits under the line (above it
 * when there is no room below), never over it, and inside the viewport; Escape closes it.
 * Loaded by ./typePopups.ts on a reader's first hover or key press in a code block.
 */
import siteConfig from '@generated/docusaurus.config';
import type { TypeRow } from '../typeTable';
import { TYPE_TABLE_PATH } from './typeTablePath';

const TOKEN = '.tw';
const MARGIN = 8;
const TABLES = siteConfig.baseUrl + TYPE_TABLE_PATH;

const tables = new Map<string, Promise<TypeRow[]>>();

/** The type and documentation of a typed name, from its page's table (fetched once per page). */
async function rowOf(token: HTMLElement): Promise<TypeRow | undefined> {
  const file = token.closest<HTMLElement>('[data-types]')?.dataset.types;
  if (!file || token.dataset.t === undefined) return undefined;
  if (!tables.has(file)) {
    const request = fetch(TABLES + file).then((response) => {
      if (!response.ok) throw new Error(`${TABLES}${file}: ${response.status}`);
      return response.json() as Promise<TypeRow[]>;
    });
    // A failed request is asked again on the next hover.
    request.catch(() => tables.delete(file));
    tables.set(file, request);
  }
  return (await tables.get(file)!)[Number(token.dataset.t)];
}

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

/** The token a popup is wanted for: the latest hover or focus, whose table may still be on its way. */
let wanted: HTMLElement | undefined;

async function show(token: HTMLElement): Promise<void> {
  window.clearTimeout(hideTimer);
  if (shownFor === token) return;
  wanted = token;
  const row = await rowOf(token).catch(() => undefined);
  if (wanted !== token || !row) return;
  hide();
  const element = popupElement();
  const [typeHtml, docs] = row;
  // The build's own highlighted HTML (../shiki.ts), from the site's origin.
  element.appendChild(document.createElement('code')).innerHTML = typeHtml;
  if (docs) element.appendChild(document.createElement('p')).textContent = docs;
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
  wanted = undefined;
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
    if (token) void show(token);
  };
  const onFocusIn = (event: Event) => {
    const token = tokenOf(event.target);
    if (token) void show(token);
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
