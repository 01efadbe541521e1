/**
 * Hands the tab to another page (the API's Google sign-in, then Google). A module of its
 * own so tests can watch the call: the test DOM cannot navigate.
 */
export function leaveAppFor(url: string) {
  window.location.assign(url);
}
