// `?step=N` on an embed page: once the example has run (data-verdict), press its Step button until it
// shows step N. A step the example does not have, a Step that is disabled (a question waiting for its
// answer), or anything that does not move stops it where it is; nothing else on the page changes.

const MAX = 99;

export function stepTo(root: Element | null, raw: string | null): void {
  if (!root || raw === null || !/^[0-9]{1,2}$/.test(raw)) return;
  const want = Math.min(Number(raw), MAX);
  const now = () => Number(root.getAttribute('data-step') ?? '0');
  const press = (): boolean => {
    const step = root.querySelector<HTMLButtonElement>('[data-action="step"]');
    if (!step || step.getAttribute('aria-disabled') === 'true' || step.disabled) return false;
    step.click();
    return true;
  };
  let last = -1;
  const go = () => {
    const at = now();
    if (at >= want || at === last) return observer.disconnect();
    last = at;
    if (!press()) observer.disconnect();
  };
  const observer = new MutationObserver(() => {
    if (root.hasAttribute('data-verdict')) go();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-verdict', 'data-step'] });
  if (root.hasAttribute('data-verdict')) go();
}
