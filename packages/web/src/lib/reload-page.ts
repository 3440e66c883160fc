// A full reload, behind a function so tests can replace it (jsdom cannot reload).
export function reloadPage(): void {
  window.location.reload();
}
