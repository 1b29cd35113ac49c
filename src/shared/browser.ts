/**
 * Page navigation behind one object, so that tests (jsdom cannot navigate) and the few places
 * that leave the app (login redirect, language reload, position switch) share one seam.
 */
let leavingUntil = 0;

export const browserLocation = {
  /**
   * Leaves the page. The first call wins while the page unloads: when a session ends, the http
   * client sends the user to the login page with its reason, and the router, seeing the session
   * gone, must not replace that address with one that says less.
   */
  assign(url: string): void {
    if (Date.now() < leavingUntil) return;
    leavingUntil = Date.now() + 5000;
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
  replaceUrl(url: string): void {
    window.history.replaceState(window.history.state, '', url);
  },
};
