// Search forms (data-sk-search): an empty or blank query is not sent (it would only show an empty
// results page); the query is trimmed before it goes.
export function enhanceSearch(doc: Document = document): void {
  doc.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('[data-sk-search]')) return;
    const input = form.querySelector<HTMLInputElement>('input[name="q"]');
    if (!input) return;
    input.value = input.value.trim();
    if (input.value !== '') return;
    event.preventDefault();
    input.focus();
  });
}
